import { PlaceholderPage } from '../app/placeholder-page';

const PaymentSuccess = () => (
  <PlaceholderPage title="Payment Successful!" lead="Thank you for your purchase." />
);

export default PaymentSuccess;
