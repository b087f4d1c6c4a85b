import type { FederationSpec } from '../../tools/webpack/create-config';

/** The billing remote: only the files in src/expose are visible to the shell. */
const spec: FederationSpec = {
  name: 'billing',
  exposes: {
    './Packages': './src/expose/Packages.tsx',
    './Subscription': './src/expose/Subscription.tsx',
    './Transactions': './src/expose/Transactions.tsx',
    './PaymentSuccess': './src/expose/PaymentSuccess.tsx',
    './PaymentCancel': './src/expose/PaymentCancel.tsx',
    './CreditsSummary': './src/expose/CreditsSummary.tsx',
    './CreditsGate': './src/expose/CreditsGate.tsx',
  },
};
export default spec;
