import { relativeTime } from '@castmyscript/ui-kit';

export type ActivityWhen = { relative: string; exact: string; iso: string };

/**
 * When an activity happened: words for the list ("Relative times": 'Just now', then
 * minutes, hours, days ago) and the exact local date and time for its tooltip. An unreadable
 * timestamp gives empty texts rather than 'Invalid Date'.
 */
export function activityWhen(timestamp: string, now: number, timeZone?: string): ActivityWhen {
  const then = new Date(timestamp);
  if (Number.isNaN(then.getTime())) return { relative: '', exact: '', iso: '' };
  return {
    relative: relativeTime(then, new Date(now)),
    exact: new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone,
    }).format(then),
    iso: then.toISOString(),
  };
}
