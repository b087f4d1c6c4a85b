import { PaymentSuccessPage } from '../features/payment-result/components/payment-success-page';

const PaymentSuccess = () => <PaymentSuccessPage />;

export default PaymentSuccess;
