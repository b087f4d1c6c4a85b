import { PageLoader } from '@castmyscript/ui-kit';
import { Link } from 'react-router-dom';

import { AuthLayout } from '../../../shared/components/auth-layout';
import { FormAlert } from '../../../shared/components/form-alert';
import { NOTICES } from '../../../shared/lib/messages';
import type { VerifyState } from '../hooks/use-verify-email';
import { Countdown } from './countdown';

export const VERIFIED = 'Your email has been verified. You can now sign in.';

type Props = { state: VerifyState; deadline: number | null };

/** What /verify/{token} shows in each state, from props (stories use it directly). */
export const VerifyView = ({ state, deadline }: Props) => (
  <AuthLayout title="Email verification">
    <div className="cms-notice" aria-live="polite">
      {state.status === 'verifying' && <PageLoader label="Verifying your email…" />}
      {state.status === 'success' && (
        <FormAlert tone="success">
          <p>{VERIFIED}</p>
          <p>Taking you to sign in…</p>
        </FormAlert>
      )}
      {state.status === 'error' && (
        <FormAlert>
          <p>
            <strong>{NOTICES.verifyFailedTitle}</strong>
          </p>
          <p>{state.message}</p>
        </FormAlert>
      )}
      {state.status !== 'success' && <Countdown deadline={deadline} />}
      <p>
        <Link to="/sign-in">Go to sign in</Link> · <Link to="/verification">Need a new link?</Link>
      </p>
    </div>
  </AuthLayout>
);
