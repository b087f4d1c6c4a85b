import { Button } from 'primereact/button';
import { useState } from 'react';

import { googleClientId, loadGoogleIdentity } from './google-client-id';

type Props = { onCredential: (credential: string) => void | Promise<void> };

/**
 * 'Continue with Google', hidden unless a client id is configured. Failures are only
 * logged: the email form beside it keeps working.
 */
export const GoogleButton = ({ onCredential }: Props) => {
  const [busy, setBusy] = useState(false);
  const clientId = googleClientId();
  if (!clientId) return null;

  const onClick = async () => {
    setBusy(true);
    try {
      const google = await loadGoogleIdentity();
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          if (credential) void onCredential(credential);
        },
      });
      google.accounts.id.prompt();
    } catch (error) {
      console.error('[auth] Google sign-in failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="cms-form__divider">or</p>
      <Button
        type="button"
        label="Continue with Google"
        icon="pi pi-google"
        outlined
        className="cms-form__submit"
        loading={busy}
        onClick={onClick}
      />
    </>
  );
};
