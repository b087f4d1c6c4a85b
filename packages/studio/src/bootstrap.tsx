import { createRoot } from 'react-dom/client';

import { AppProviders } from './app/app-providers';
import AssignVoice from './expose/AssignVoice';
import Overview from './expose/Overview';
import ProcessError from './expose/ProcessError';
import ProcessHistory from './expose/ProcessHistory';
import Scenes from './expose/Scenes';
import ScenesPreview from './expose/ScenesPreview';
import Upload from './expose/Upload';

/** Each page with the shell's route for it, so `:documentId` reads as in the app. */
const pages = {
  Overview: { Page: Overview, path: '/dashboard', route: undefined },
  ProcessHistory: { Page: ProcessHistory, path: '/dashboard/process-list', route: undefined },
  Upload: { Page: Upload, path: '/dashboard/process/upload', route: undefined },
  Scenes: {
    Page: Scenes,
    path: '/dashboard/process/demo/scenes',
    route: '/dashboard/process/:documentId/scenes',
  },
  AssignVoice: {
    Page: AssignVoice,
    path: '/dashboard/process/demo/assign-voice',
    route: '/dashboard/process/:documentId/assign-voice',
  },
  ScenesPreview: {
    Page: ScenesPreview,
    path: '/dashboard/process/demo/scenes-preview',
    route: '/dashboard/process/:documentId/scenes-preview',
  },
  ProcessError: { Page: ProcessError, path: '/dashboard/process/demo/error', route: undefined },
};

/**
 * Stand-alone view of this remote's pages (`#PageName`), for working on the remote without the
 * shell: the same providers the shell gives, a router at the page's path. In the app the shell
 * loads the exposed modules instead and this file never runs.
 */
const Standalone = () => {
  const entry = pages[window.location.hash.slice(1) as keyof typeof pages];
  if (entry)
    return (
      <AppProviders path={entry.path} route={entry.route}>
        <entry.Page />
      </AppProviders>
    );
  return (
    <main>
      <h1>studio remote</h1>
      <ul>
        {Object.keys(pages).map((name) => (
          <li key={name}>
            <a href={`#${name}`}>{name}</a>
          </li>
        ))}
      </ul>
    </main>
  );
};

const root = document.getElementById('root');
if (root) createRoot(root).render(<Standalone />);
