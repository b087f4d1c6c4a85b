/**
 * Delay before retry number `attempt` (1 = first retry): doubles each time, capped, so a
 * struggling dependency gets room to recover without a job waiting for hours.
 */
export function backoffMs(attempt: number, baseMs: number, capMs = 10 * 60_000): number {
  const exp = baseMs * 2 ** Math.max(0, attempt - 1);
  return Math.min(exp, capMs);
}
