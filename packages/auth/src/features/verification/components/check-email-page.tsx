import { Link } from 'react-router-dom';

import { AuthLayout } from '../../../shared/components/auth-layout';
import { verificationStorage } from '../../../shared/lib/verification-storage';
import { ResendButton } from './resend-button';

/** /verification: where the link went, how long it lasts, what to do next. */
export const CheckEmailPage = () => {
  const email = verificationStorage.email();
  return (
    <AuthLayout title="Check your email">
      <div className="cms-notice">
        <p>
          We sent an email to <strong>{email ?? 'the address you signed up with'}</strong>. Its
          verification link expires in 24 hours. If this address already has an account, the email
          tells you how to sign in instead.
        </p>
        <section aria-labelledby="next-steps">
          <h2 id="next-steps">Next steps</h2>
          <ol>
            <li>Open the email from CastMyScript.</li>
            <li>Click the verification link in it.</li>
            <li>Sign in with your email and password.</li>
          </ol>
        </section>
        <section aria-labelledby="no-mail">
          <h2 id="no-mail">Can&apos;t find it?</h2>
          <ul>
            <li>Look in your spam or junk folder.</li>
            <li>Check the address above for typos.</li>
            <li>Add no-reply@castmyscript.ai to your contacts, then send the email again.</li>
          </ul>
        </section>
        {email && <ResendButton email={email} />}
        <p>
          Still stuck? <Link to="/contact">Contact Support</Link> ·{' '}
          <Link to="/sign-in">Sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
};
