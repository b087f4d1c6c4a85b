export const REMOTE_NAMES = ['marketing', 'auth', 'studio', 'billing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Human names for the fallback panel ("Studio is unavailable"). */
export const REMOTE_AREAS: Record<RemoteName, string> = {
  marketing: 'Website',
  auth: 'Account',
  studio: 'Studio',
  billing: 'Billing',
};
