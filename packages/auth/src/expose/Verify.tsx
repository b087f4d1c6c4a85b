import { VerifyPage } from '../features/verification/components/verify-page';

export default VerifyPage;
