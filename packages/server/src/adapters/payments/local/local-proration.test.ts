import { prorate } from './local-proration';

const DAY = 86_400_000;
const start = Date.parse('2026-03-01T00:00:00Z');
const period = { periodStart: start, periodEnd: start + 30 * DAY };

describe('proration of an immediate plan change', () => {
  it('half way through Starter to Pro charges half the difference now', () => {
    expect(
      prorate({
        ...period,
        oldPriceCents: 2200,
        newPriceCents: 7000,
        prorationDate: start + 15 * DAY,
        creditCents: 0,
      }),
    ).toEqual({ prorationCents: 2400, immediateCents: 2400, creditAfterCents: 0, nextCents: 7000 });
  });

  it('a downgrade credits the unused difference to the next invoice', () => {
    expect(
      prorate({
        ...period,
        oldPriceCents: 7000,
        newPriceCents: 2200,
        prorationDate: start + 15 * DAY,
        creditCents: 0,
      }),
    ).toEqual({ prorationCents: -2400, immediateCents: 0, creditAfterCents: 2400, nextCents: 0 });
  });

  it('existing credit is used first', () => {
    expect(
      prorate({
        ...period,
        oldPriceCents: 2200,
        newPriceCents: 4000,
        prorationDate: start,
        creditCents: 500,
      }),
    ).toMatchObject({ prorationCents: 1800, immediateCents: 1300, creditAfterCents: 0 });
  });

  it('at the very end of the period nothing is prorated', () => {
    expect(
      prorate({
        ...period,
        oldPriceCents: 2200,
        newPriceCents: 7000,
        prorationDate: period.periodEnd + DAY,
        creditCents: 0,
      }),
    ).toMatchObject({ prorationCents: 0, immediateCents: 0 });
  });
});
