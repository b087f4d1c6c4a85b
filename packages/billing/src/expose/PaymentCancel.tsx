import { PlaceholderPage } from '../app/placeholder-page';

const PaymentCancel = () => (
  <PlaceholderPage title="Payment cancelled" lead="No charge was made." />
);

export default PaymentCancel;
