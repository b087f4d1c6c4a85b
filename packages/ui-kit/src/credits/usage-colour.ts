export type UsageColour = 'green' | 'yellow' | 'red';

/** Credit usage colour: green under 50 %, yellow under 80 %, red from 80 %. */
export function usageColour(percent: number): UsageColour {
  if (percent < 50) return 'green';
  if (percent < 80) return 'yellow';
  return 'red';
}

/** Share of credits used, 0–100; an empty allowance counts as nothing used. */
export function usagePercent(used: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, (used / total) * 100));
}
