import { Link } from 'react-router-dom';

import { AuthLayout } from '../../../shared/components/auth-layout';
import { WelcomePanel } from '../../../shared/components/welcome-panel';
import { SignInForm } from '../forms/sign-in-form';
import { GoogleSignIn } from '../../../shared/session/google-sign-in';

/** /sign-in. */
export const SignInPage = () => (
  <AuthLayout
    title="Sign in"
    lead="Welcome back to CastMyScript."
    welcome={<WelcomePanel heading="Welcome back" text="Pick up where your table read left off." />}
  >
    <SignInForm />
    <GoogleSignIn />
    <p className="cms-form__footer">
      New to CastMyScript? <Link to="/sign-up">Create an account</Link>
    </p>
  </AuthLayout>
);
