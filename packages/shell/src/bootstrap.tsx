import 'primeicons/primeicons.css';
import '@castmyscript/ui-kit/theme.css';
import './app/shell.css';

import { createRoot } from 'react-dom/client';

import { App, createRouter } from './app/app';
import { markThemeMode } from './shared/theme/theme-attribute';
import { readThemeMode } from './shared/theme/theme-storage';
import { loadRemotesConfig } from './mf/remotes-config';

// Only what every page needs starts here: the router and the remotes list. The store, toasts,
// dialogs and PrimeReact's theme load with the app frame, which the landing page never needs.
const start = async () => {
  markThemeMode(readThemeMode());
  await loadRemotesConfig();
  createRoot(document.getElementById('root')!).render(<App router={createRouter()} />);
};

void start();
