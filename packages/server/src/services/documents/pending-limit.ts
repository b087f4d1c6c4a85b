import { ServiceError } from '../service-error';

/** Check 43: a user's runs in this process are bounded, so one user cannot fill the parse queue. */
export const tooManyPending = (limit: number) =>
  `You already have ${limit} scripts being processed. Please wait until one finishes, then try again.`;

/**
 * Counts each user's processing runs in this process. `enter` must be called in the same
 * synchronous step that registers the run, so concurrent calls cannot both pass the check.
 */
export function createPendingLimit(limit: number) {
  const pendingOf = new Map<string, number>();
  return {
    /** Counts one more run for the user, or throws 429 when they already have `limit`. */
    enter(userId: string): void {
      const pending = pendingOf.get(userId) ?? 0;
      if (pending >= limit) {
        throw new ServiceError('rate_limited', tooManyPending(limit), { pending, limit });
      }
      pendingOf.set(userId, pending + 1);
    },
    leave(userId: string): void {
      const left = (pendingOf.get(userId) ?? 1) - 1;
      if (left > 0) pendingOf.set(userId, left);
      else pendingOf.delete(userId);
    },
  };
}
