declare global {
  interface Window {
    /** Run-time configuration the server may inline into the shell's page. */
    __CASTMYSCRIPT_CONFIG__?: { googleClientId?: string };
    google?: {
      accounts: {
        id: {
          initialize(options: {
            client_id: string;
            callback: (answer: { credential?: string }) => void;
          }): void;
          prompt(): void;
        };
      };
    };
  }
}

/** The Google button exists only when a client id is configured. */
export const googleClientId = (): string | undefined =>
  typeof window === 'undefined'
    ? undefined
    : window.__CASTMYSCRIPT_CONFIG__?.googleClientId || undefined;

const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

/** Loads Google Identity Services once, on first use, so visitors who never click fetch nothing. */
export const loadGoogleIdentity = (): Promise<NonNullable<Window['google']>> =>
  new Promise((resolve, reject) => {
    if (window.google) return resolve(window.google);
    const script = document.createElement('script');
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no google')));
    script.onerror = () => reject(new Error('Google sign-in could not be loaded'));
    document.head.append(script);
  });
