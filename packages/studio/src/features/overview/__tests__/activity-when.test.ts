import { activityStatusLook } from '../lib/activity-status';
import { activityWhen } from '../lib/activity-when';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('activityWhen: relative times', () => {
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1 minute ago'],
    [45 * 60, '45 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600 + 59 * 60, '23 hours ago'],
    [86_400, '1 day ago'],
    [9 * 86_400, '9 days ago'],
  ])('%i s ago reads "%s"', (seconds, words) => {
    expect(activityWhen(ago(seconds), NOW).relative).toBe(words);
  });

  it('a timestamp a little ahead of the browser clock still reads "Just now"', () => {
    expect(activityWhen(ago(-20), NOW).relative).toBe('Just now');
  });

  it('gives the exact time for the tooltip and the machine-readable value', () => {
    const when = activityWhen('2026-03-01T09:30:00Z', NOW, 'UTC');
    expect(when.exact).toBe('1 March 2026 at 09:30');
    expect(when.iso).toBe('2026-03-01T09:30:00.000Z');
  });

  it('an unreadable timestamp gives empty texts, never "Invalid Date"', () => {
    expect(activityWhen('yesterday-ish', NOW)).toEqual({ relative: '', exact: '', iso: '' });
  });
});

describe('activityStatusLook', () => {
  it('shows completed and processing as such, anything else as failed', () => {
    expect(activityStatusLook('completed').label).toBe('Completed');
    expect(activityStatusLook('processing').label).toBe('Processing');
    expect(activityStatusLook('failed').label).toBe('Failed');
    expect(activityStatusLook('error').label).toBe('Failed');
  });
});
