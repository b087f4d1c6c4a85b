/** Verifies a Google ID token and returns who it names; throws GoogleTokenError otherwise. */
export type GoogleIdentity = {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
};

export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

export class GoogleTokenError extends Error {
  constructor(readonly reason: string) {
    super(`Google ID token refused: ${reason}`);
    this.name = 'GoogleTokenError';
  }
}
