import { createRoot } from 'react-dom/client';

import { AppProviders } from './app/app-providers';
import PaymentCancel from './expose/PaymentCancel';
import PaymentSuccess from './expose/PaymentSuccess';
import Packages from './expose/Packages';
import Subscription from './expose/Subscription';
import Transactions from './expose/Transactions';

const pages = { Packages, Subscription, Transactions, PaymentSuccess, PaymentCancel };

/**
 * Stand-alone view of this remote's pages (`#PageName`), for working on the remote without the
 * shell; it needs a signed-in session in this origin's storage to show data. In the app the shell
 * loads the exposed modules instead and this file never runs.
 */
const Standalone = () => {
  const Page = pages[window.location.hash.slice(1) as keyof typeof pages];
  return Page ? (
    <AppProviders>
      <Page />
    </AppProviders>
  ) : (
    <main>
      <h1>billing remote</h1>
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
if (root) {
  createRoot(root).render(<Standalone />);
  window.addEventListener('hashchange', () => window.location.reload());
}
