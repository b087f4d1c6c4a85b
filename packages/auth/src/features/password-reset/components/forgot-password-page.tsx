import { Link } from 'react-router-dom';

import { AuthLayout } from '../../../shared/components/auth-layout';
import { ForgotPasswordForm } from '../forms/forgot-password-form';

/** /forgot-password. */
export const ForgotPasswordPage = () => (
  <AuthLayout
    title="Forgot password"
    lead="Enter your account's email and we will send you a link to set a new password."
  >
    <ForgotPasswordForm />
    <p className="cms-form__footer">
      Remembered it? <Link to="/sign-in">Back to sign in</Link>
    </p>
  </AuthLayout>
);
