import 'primeicons/primeicons.css';
import '@castmyscript/ui-kit/theme.css';
import './app/shell.css';

import { createStore } from '@castmyscript/api';
import { createRoot } from 'react-dom/client';

import { App, createRouter } from './app/app';
import { sessionExpiryChannel } from './features/session/session-expiry';
import { applyTheme } from './features/theme/prime-theme';
import { readThemeMode } from './features/theme/theme-storage';
import { loadRemotesConfig } from './mf/remotes-config';

const start = async () => {
  // The theme loads beside the remotes list, so the first paint already has the chosen mode.
  await Promise.all([loadRemotesConfig(), applyTheme(readThemeMode())]);
  const store = createStore({ onSessionExpired: (reason) => sessionExpiryChannel.publish(reason) });
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(<App store={store} router={router} />);
};

void start();
