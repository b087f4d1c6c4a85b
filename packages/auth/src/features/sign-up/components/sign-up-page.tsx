import { Link } from 'react-router-dom';

import { AuthLayout } from '../../../shared/components/auth-layout';
import { WelcomePanel } from '../../../shared/components/welcome-panel';
import { GoogleSignIn } from '../../../shared/session/google-sign-in';
import { SignUpForm } from '../forms/sign-up-form';

/** /sign-up. */
export const SignUpPage = () => (
  <AuthLayout
    title="Create your account"
    lead="Start with five free pages a month."
    welcome={
      <WelcomePanel heading="Hear your script" text="Cast, generate and listen in minutes." />
    }
  >
    <SignUpForm />
    <GoogleSignIn />
    <p className="cms-form__footer">
      Already have an account? <Link to="/sign-in">Sign in</Link>
    </p>
  </AuthLayout>
);
