import { buyPagesCheckout, submitCard, transactions } from '../billing/helpers/billing';
import type { TestApp } from './app';
import { get, type Session } from './accounts';
import { uploadAvatar } from './avatar';
import type { RouteCall } from './protected-routes';

/**
 * Resources that belong to one user (SECURITY-CHECKS 1). Each case lets the owner create a
 * resource, then lists the calls another user might try on it: every one must answer 404 and
 * leave the resource as it was. Later issues (documents, scenes, audio, transactions) add cases.
 */
export type OwnedResource = {
  name: string;
  create(t: TestApp, owner: Session): Promise<{ key: string }>;
  /** Calls another user makes against the owner's resource. */
  attempts(resource: { key: string }): RouteCall[];
  /** Proves the owner's resource is unchanged after the attempts. */
  intact(t: TestApp, owner: Session, resource: { key: string }): Promise<boolean>;
};

const avatarShown = async (t: TestApp, owner: Session) =>
  (await get(t, 'users/me', owner.access)).body.data.profile_picture_url as string | null;

export const OWNED_RESOURCES: OwnedResource[] = [
  {
    name: 'profile picture (upload key)',
    async create(t, owner) {
      const { key } = await uploadAvatar(t, owner);
      return { key };
    },
    attempts: ({ key }) => [
      // Claiming the owner's uploaded object as one's own picture.
      {
        method: 'POST',
        path: '/api/v1/users/confirm-upload-profile-picture',
        body: { profile_picture_url: key },
      },
    ],
    intact: async (t, owner) => (await avatarShown(t, owner)) !== null,
  },
  {
    name: 'checkout session, unpaid (payment success call)',
    async create(t, owner) {
      const { session_id } = await buyPagesCheckout(t, owner, 10);
      return { key: session_id };
    },
    attempts: ({ key }) => [{ method: 'GET', path: `/api/v1/payment/session/${key}` }],
    intact: async (t, owner, { key }) => {
      const res = await get(t, `payment/session/${key}`, owner.access);
      return res.body.data.status === 'open' && res.body.data.fulfilled === false;
    },
  },
  {
    name: 'transaction (its checkout session)',
    async create(t, owner) {
      const { url, session_id } = await buyPagesCheckout(t, owner, 5);
      await submitCard(t, url);
      return { key: session_id };
    },
    attempts: ({ key }) => [{ method: 'GET', path: `/api/v1/payment/session/${key}` }],
    intact: async (t, owner, { key }) =>
      (await transactions(t, owner)).some((x) => x.session_id === key),
  },
];
