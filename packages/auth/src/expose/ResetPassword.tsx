import { ResetPasswordPage } from '../features/password-reset/components/reset-password-page';

export default ResetPasswordPage;
