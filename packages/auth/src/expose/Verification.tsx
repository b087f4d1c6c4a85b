import { CheckEmailPage } from '../features/verification/components/check-email-page';

export default CheckEmailPage;
