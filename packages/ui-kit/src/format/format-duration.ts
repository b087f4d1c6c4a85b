/**
 * Durations for people: seconds below a minute, whole (rounded) minutes from 60 s up,
 * so an estimate never shows a misleading fraction.
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.round(whole / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
