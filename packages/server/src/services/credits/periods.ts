/**
 * Monthly periods anchored on a day of the month (the account's sign-up day for Free, the
 * subscription's start for paid plans). A 31st anchor falls on the last day of shorter months,
 * as card billing does, and comes back to the 31st when the month has one.
 */
export function addMonths(anchor: Date, months: number): Date {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(anchor.getTime());
  d.setUTCFullYear(y, m, Math.min(anchor.getUTCDate(), lastDay));
  return d;
}

/** The period [start, end) anchored on `anchor` that contains `at` (the first one if earlier). */
export function periodContaining(anchor: Date, at: Date): { start: Date; end: Date } {
  // Whole months between the two, give or take one; then step to the exact boundary.
  let k =
    (at.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (at.getUTCMonth() - anchor.getUTCMonth());
  k = Math.max(0, k - 1);
  while (addMonths(anchor, k + 1).getTime() <= at.getTime()) k++;
  return { start: addMonths(anchor, k), end: addMonths(anchor, k + 1) };
}
