import { PlaceholderPage } from '../app/placeholder-page';

const Transactions = () => (
  <PlaceholderPage title="Transactions" lead="Your purchases and receipts." />
);

export default Transactions;
