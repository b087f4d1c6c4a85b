import { mountStandalone } from '@castmyscript/ui-kit/standalone';

import { AppProviders } from './app/app-providers';
import Packages from './expose/Packages';
import PaymentCancel from './expose/PaymentCancel';
import PaymentSuccess from './expose/PaymentSuccess';
import Subscription from './expose/Subscription';
import Transactions from './expose/Transactions';

// Billing's pages need a signed-in session in this origin's storage to show data.
mountStandalone({
  remote: 'billing',
  pages: { Packages, Subscription, Transactions, PaymentSuccess, PaymentCancel },
  render: (Page) => (
    <AppProviders>
      <Page />
    </AppProviders>
  ),
});
