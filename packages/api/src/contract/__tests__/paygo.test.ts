import { isPaygoPages, PAYGO_MAX_PAGES, PAYGO_MIN_PAGES, quotePaygo } from '../paygo';
import { findPlan, PLANS } from '../plans';

/**
 * Pages × the rate of the order's tier (1-10 $1.00, 11-20 $0.90, 21-50 $0.75,
 * 51+ $0.60), less the plan's discount (Free 0, Starter 20 %, Standard 30 %, Pro 40 %).
 * Expected totals are written out by hand, not recomputed with the code's formula.
 */
const EXPECTED: Record<number, { rate: number; totals: [number, number, number, number] }> = {
  5: { rate: 1.0, totals: [5.0, 4.0, 3.5, 3.0] },
  10: { rate: 1.0, totals: [10.0, 8.0, 7.0, 6.0] },
  11: { rate: 0.9, totals: [9.9, 7.92, 6.93, 5.94] },
  20: { rate: 0.9, totals: [18.0, 14.4, 12.6, 10.8] },
  // Half a cent rounds up (Polish issue, item 6): $11.025 → $11.03, $13.125 → $13.13.
  21: { rate: 0.75, totals: [15.75, 12.6, 11.03, 9.45] },
  25: { rate: 0.75, totals: [18.75, 15.0, 13.13, 11.25] },
  50: { rate: 0.75, totals: [37.5, 30.0, 26.25, 22.5] },
  51: { rate: 0.6, totals: [30.6, 24.48, 21.42, 18.36] },
  1000: { rate: 0.6, totals: [600.0, 480.0, 420.0, 360.0] },
};

const ORDER = ['free_monthly', 'starter_monthly', 'standard_monthly', 'pro_monthly'] as const;

describe('quotePaygo', () => {
  it('knows the four plans with their discounts', () => {
    expect(PLANS.map((p) => [p.package_name, p.paygoDiscount])).toEqual([
      ['free_monthly', 0],
      ['starter_monthly', 0.2],
      ['standard_monthly', 0.3],
      ['pro_monthly', 0.4],
    ]);
  });

  for (const [pages, { rate, totals }] of Object.entries(EXPECTED)) {
    ORDER.forEach((name, i) => {
      it(`${pages} pages on ${name} cost $${totals[i].toFixed(2)}`, () => {
        const q = quotePaygo(Number(pages), findPlan(name)!);
        expect(q.rate).toBe(rate);
        expect(q.subtotal).toBeCloseTo(Number(pages) * rate, 10);
        expect(q.total).toBe(totals[i]);
        expect(q.totalCents).toBe(Math.round(totals[i] * 100));
        expect(q.subtotal - q.discount).toBeCloseTo(q.total, 10);
      });
    });
  }

  it('prices on the Free plan when no plan is given', () => {
    expect(quotePaygo(25).total).toBe(18.75);
  });

  it('sells only whole counts from 5 to 1000', () => {
    for (const pages of [0, 4, 1001, 7.5, NaN, -5]) expect(isPaygoPages(pages)).toBe(false);
    expect(isPaygoPages(PAYGO_MIN_PAGES)).toBe(true);
    expect(isPaygoPages(PAYGO_MAX_PAGES)).toBe(true);
  });

  it('still prices a count being typed, without throwing', () => {
    expect(quotePaygo(3).total).toBe(3);
    expect(quotePaygo(NaN).total).toBe(0);
  });
});
