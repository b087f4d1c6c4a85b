import { formatDateGB } from '../format-date-gb';

describe('formatDateGB', () => {
  it('shows day, long month and year in en-GB order', () => {
    expect(formatDateGB(Date.UTC(2025, 2, 5) / 1000, 'UTC')).toBe('5 March 2025');
    expect(formatDateGB(1735689599, 'UTC')).toBe('31 December 2024');
  });

  it('treats the number as seconds, not milliseconds', () => {
    expect(formatDateGB(0, 'UTC')).toBe('1 January 1970');
  });

  it('returns empty text for a missing timestamp', () => {
    expect(formatDateGB(Number.NaN)).toBe('');
  });
});
