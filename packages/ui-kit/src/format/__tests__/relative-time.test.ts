import { relativeTime } from '../relative-time';

const now = new Date('2025-03-05T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('says Just now under 60 seconds, and for future dates', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59), now)).toBe('Just now');
    expect(relativeTime(ago(-30), now)).toBe('Just now');
  });

  it('counts whole minutes, hours and days with singular and plural', () => {
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60 + 59), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 3600 + 10), now)).toBe('5 hours ago');
    expect(relativeTime(ago(86400), now)).toBe('1 day ago');
    expect(relativeTime(ago(40 * 86400), now)).toBe('40 days ago');
  });

  it('accepts ISO strings and returns empty text for an invalid date', () => {
    expect(relativeTime('2025-03-05T11:58:00Z', now)).toBe('2 minutes ago');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
