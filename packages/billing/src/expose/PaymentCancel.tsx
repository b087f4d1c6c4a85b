import { PaymentCancelPage } from '../features/payment-result/components/payment-cancel-page';

export default PaymentCancelPage;
