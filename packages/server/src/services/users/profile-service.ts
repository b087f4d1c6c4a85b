import type { MeData } from '@castmyscript/api/contract';

import type { StoragePort } from '../../adapters/storage/storage-port';
import type { UserRow } from '../../db/schema';
import { ServiceError } from '../service-error';
import { withFreeUsername } from './unique-username';
import type { UsersDal } from './users-dal';

/** The current user as users/me shows it, and the personal-information form. */
export const AVATAR_URL_TTL_S = 3600;

export type ProfileDeps = {
  users: Pick<UsersDal, 'update' | 'findById' | 'findByUsername'>;
  storage: Pick<StoragePort, 'createDownloadUrl'>;
  now: () => number;
};

export function createProfileService(deps: ProfileDeps) {
  async function me(user: UserRow): Promise<MeData> {
    // The picture is private: a short-lived signed URL, made fresh on every read.
    const picture = user.avatarKey
      ? await deps.storage.createDownloadUrl({
          key: user.avatarKey,
          fileName: `avatar-${user.avatarKey.split('/').pop()}`,
          expiresIn: AVATAR_URL_TTL_S,
        })
      : undefined;
    return {
      email: user.email,
      full_name: user.name || null,
      username: user.username,
      profile_picture_url: picture?.url ?? null,
      role: user.role,
    };
  }

  return {
    me,
    async reload(userId: string): Promise<UserRow> {
      const user = await deps.users.findById(userId);
      if (!user) throw new ServiceError('not_found', 'User not found');
      return user;
    },
    async updateProfile(user: UserRow, input: { name: string; username: string }) {
      const updated = await withFreeUsername(deps.users, input.username, user.id, () =>
        deps.users.update(user.id, {
          name: input.name,
          username: input.username,
          updatedAt: new Date(deps.now()),
        }),
      );
      return me(updated);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
