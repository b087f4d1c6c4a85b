import { createRoot } from 'react-dom/client';

import { StandaloneView, type StandaloneViewProps } from './standalone-view';

/**
 * Stand-alone view of a remote's pages (`#PageName`), for working on a remote without the shell:
 * its bootstrap calls this. In the app the shell loads the exposed modules instead and no
 * bootstrap runs. Not part of the shared ui-kit entry, so the shell never carries it.
 */
export function mountStandalone<Page>(view: Omit<StandaloneViewProps<Page>, 'hash'>): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(<StandaloneView {...view} hash={window.location.hash} />);
  // Another page starts afresh (a new store and router), as when its address is opened directly.
  window.addEventListener('hashchange', () => window.location.reload());
}
