import { ServiceError } from '../service-error';
import { isUsernameClash, type UsersDal } from './users-dal';

/** security check 48: one account per user name, whatever its case. */
export const USERNAME_TAKEN = 'This user name is already taken. Please choose another one.';

/**
 * Refuses a user name another account holds, with a clear 409 before any write; `write` runs the
 * change, and the database's unique index answers the same for two requests at the same moment.
 */
export async function withFreeUsername<T>(
  users: Pick<UsersDal, 'findByUsername'>,
  username: string,
  ownerId: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  const holder = await users.findByUsername(username);
  if (holder && holder.id !== ownerId) throw new ServiceError('conflict', USERNAME_TAKEN);
  try {
    return await write();
  } catch (err) {
    if (isUsernameClash(err)) throw new ServiceError('conflict', USERNAME_TAKEN);
    throw err;
  }
}
