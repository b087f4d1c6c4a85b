import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primeicons/primeicons.css';
import '@castmyscript/ui-kit/theme.css';
import './app/shell.css';

import { createStore } from '@castmyscript/api';
import { createRoot } from 'react-dom/client';

import { App, createRouter } from './app/app';
import { sessionExpiryChannel } from './features/session/session-expiry';
import { loadRemotesConfig } from './mf/remotes-config';

const start = async () => {
  await loadRemotesConfig();
  const store = createStore({ onSessionExpired: (reason) => sessionExpiryChannel.publish(reason) });
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(<App store={store} router={router} />);
};

void start();
