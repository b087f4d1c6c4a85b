import { daysRemaining } from '../days-remaining';

const now = new Date('2025-03-05T12:00:00Z');

describe('daysRemaining', () => {
  it('rounds any part of a day up', () => {
    expect(daysRemaining(new Date('2025-03-05T13:00:00Z'), now)).toBe(1);
    expect(daysRemaining(new Date('2025-03-07T12:00:00Z'), now)).toBe(2);
    expect(daysRemaining(new Date('2025-03-07T12:00:01Z'), now)).toBe(3);
  });

  it('reads a number as epoch seconds', () => {
    expect(daysRemaining(now.getTime() / 1000 + 10 * 86400, now)).toBe(10);
  });

  it('is zero once the period has ended', () => {
    expect(daysRemaining(new Date('2025-03-01T00:00:00Z'), now)).toBe(0);
    expect(daysRemaining(now, now)).toBe(0);
  });
});
