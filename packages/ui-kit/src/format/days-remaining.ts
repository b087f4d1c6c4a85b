const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days left in a billing period, rounded up ('Ending Soon' banner): any part of a day
 * still counts as a day the user keeps access. `periodEnd` is a Date or epoch seconds, as the
 * billing API sends `current_period_end`. Never negative.
 */
export function daysRemaining(periodEnd: Date | number, now: Date = new Date()): number {
  const endMs = typeof periodEnd === 'number' ? periodEnd * 1000 : periodEnd.getTime();
  const days = Math.ceil((endMs - now.getTime()) / DAY_MS);
  return Number.isFinite(days) ? Math.max(0, days) : 0;
}
