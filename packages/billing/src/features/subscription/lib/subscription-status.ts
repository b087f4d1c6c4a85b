import type { SubscriptionDetail } from '@castmyscript/api/contract';

export type BadgeTone = 'active' | 'ending' | 'other';

/** Ending (cancelled, or cancelling at period end) before active; the rest grey. */
export const badgeTone = (
  s: Pick<SubscriptionDetail, 'status' | 'cancel_at_period_end'>,
): BadgeTone => {
  if (s.status === 'canceled' || s.cancel_at_period_end) return 'ending';
  return s.status === 'active' ? 'active' : 'other';
};

const humanise = (status: string) => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const badgeLabel = (s: Pick<SubscriptionDetail, 'status' | 'cancel_at_period_end'>) => {
  const tone = badgeTone(s);
  if (tone === 'ending') return 'Ending Soon';
  return tone === 'active' ? 'Active' : humanise(s.status);
};

/** Cancel only while active and not already cancelling. */
export const canCancel = (s: Pick<SubscriptionDetail, 'status' | 'cancel_at_period_end'>) =>
  s.status === 'active' && !s.cancel_at_period_end;

/** '1 day' / '12 days'. */
export const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * A plan is changed here under the same rule as it is cancelled: while active and not ending. A
 * plan set to end would be changed and still end, which is not what anyone choosing it means.
 */
export const canChangePlan = canCancel;
