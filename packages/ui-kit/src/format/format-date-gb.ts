/**
 * Transaction timestamps arrive as epoch seconds and are shown as '5 March 2025' (* en-GB, long
 * month). `timeZone` defaults to the browser's own; tests pin it to keep results stable.
 */
export function formatDateGB(epochSeconds: number, timeZone?: string): string {
  if (!Number.isFinite(epochSeconds)) return '';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(epochSeconds * 1000));
}
