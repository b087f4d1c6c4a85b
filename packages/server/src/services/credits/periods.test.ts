import { addMonths, periodContaining } from './periods';

const d = (iso: string) => new Date(iso);

describe('monthly periods', () => {
  it('keeps the anchor day, clamping to short months and coming back', () => {
    const anchor = d('2026-01-31T10:00:00Z');
    expect(addMonths(anchor, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(anchor, 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(addMonths(anchor, 13).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });

  it('finds the period holding an instant, boundaries belonging to the next period', () => {
    const anchor = d('2026-01-15T00:00:00Z');
    expect(periodContaining(anchor, d('2026-01-20T00:00:00Z'))).toEqual({
      start: d('2026-01-15T00:00:00Z'),
      end: d('2026-02-15T00:00:00Z'),
    });
    expect(periodContaining(anchor, d('2026-02-15T00:00:00Z')).start).toEqual(
      d('2026-02-15T00:00:00Z'),
    );
    expect(periodContaining(anchor, d('2027-07-01T00:00:00Z')).start).toEqual(
      d('2027-06-15T00:00:00Z'),
    );
  });

  it('gives the first period for an instant before the anchor', () => {
    const anchor = d('2026-05-10T00:00:00Z');
    expect(periodContaining(anchor, d('2026-01-01T00:00:00Z')).start).toEqual(anchor);
  });
});
