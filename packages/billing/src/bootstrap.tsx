import { createRoot } from 'react-dom/client';

import Packages from './expose/Packages';
import Subscription from './expose/Subscription';
import Transactions from './expose/Transactions';
import PaymentSuccess from './expose/PaymentSuccess';
import PaymentCancel from './expose/PaymentCancel';

const pages = { Packages, Subscription, Transactions, PaymentSuccess, PaymentCancel };

/**
 * Stand-alone view of this remote's pages (`#PageName`), for working on the remote without the
 * shell. In the app the shell loads the exposed modules instead and this file never runs.
 */
const Standalone = () => {
  const Page = pages[window.location.hash.slice(1) as keyof typeof pages];
  return Page ? <Page /> : (
    <main>
      <h1>billing remote</h1>
      <ul>
        <li><a href="#Packages">Packages</a></li>
        <li><a href="#Subscription">Subscription</a></li>
        <li><a href="#Transactions">Transactions</a></li>
        <li><a href="#PaymentSuccess">PaymentSuccess</a></li>
        <li><a href="#PaymentCancel">PaymentCancel</a></li>
      </ul>
    </main>
  );
};

const root = document.getElementById('root');
if (root) createRoot(root).render(<Standalone />);
