import { GoogleButton } from '../google/google-button';
import { useGoogleSignInMutation } from './session-api';
import { useStartSession } from './use-start-session';

/** Google sign-in: the ID token goes to the server, which answers the session and the email. */
export const GoogleSignIn = () => {
  const [googleSignIn] = useGoogleSignInMutation();
  const startSession = useStartSession();
  const onCredential = async (credential: string) => {
    const result = await googleSignIn({ google_auth_token: credential });
    if ('data' in result && result.data) startSession(result.data, result.data.email ?? '');
    else console.error('[auth] Google sign-in was refused', result.error);
  };
  return <GoogleButton onCredential={onCredential} />;
};
