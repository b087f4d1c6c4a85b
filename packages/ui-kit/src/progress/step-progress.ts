/**
 * Share of a step flow done, in whole percent: (active step + 1) / number of steps,
 * so the first step already shows progress and the last one fills the bar.
 */
export function stepProgressPercent(activeIndex: number, stepCount: number): number {
  if (stepCount <= 0) return 0;
  const active = Math.min(Math.max(activeIndex, 0), stepCount - 1);
  return Math.round(((active + 1) / stepCount) * 100);
}
