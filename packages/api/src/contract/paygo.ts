import { FREE_PLAN, type Plan } from './plans';

/** Pay-as-you-go bounds and tiers. */
export const PAYGO_MIN_PAGES = 5;
export const PAYGO_MAX_PAGES = 1000;

/** Rates per page in dollars and in cents; prices are worked in cents so totals are exact. */
export const PAYGO_TIERS = [
  { upTo: 10, rate: 1.0, rateCents: 100 },
  { upTo: 20, rate: 0.9, rateCents: 90 },
  { upTo: 50, rate: 0.75, rateCents: 75 },
  { upTo: Infinity, rate: 0.6, rateCents: 60 },
] as const;

export const PAYGO_QUICK_PICKS = [
  { pages: 5, label: 'Small Script' },
  { pages: 10, label: 'Standard' },
  { pages: 25, label: 'Large Script' },
  { pages: 50, label: 'Project' },
] as const;

export type PaygoQuote = {
  pages: number;
  /** Dollars per page. */
  rate: number;
  subtotal: number;
  discount: number;
  total: number;
  /** The total in cents: what the payment provider is asked to charge. */
  totalCents: number;
};

/** True for a whole page count the server sells (5 to 1000, both enforced by the server). */
export const isPaygoPages = (pages: number): boolean =>
  Number.isInteger(pages) && pages >= PAYGO_MIN_PAGES && pages <= PAYGO_MAX_PAGES;

/** The rate of the tier the whole order falls in: the page count picks one rate for all pages. */
export const paygoRateCents = (pages: number): number =>
  PAYGO_TIERS.find((tier) => pages <= tier.upTo)!.rateCents;

export const paygoRate = (pages: number): number => paygoRateCents(pages) / 100;

/**
 * Pages × the tier rate, less the plan's discount, worked in whole cents. The total rounds half up
 * to the cent (25 pages on Standard: $13.125 → $13.13), the same figure on the page, in the
 * checkout and at the payment provider; the discount is what is left. It prices any count so a form
 * can show a live breakdown while the user types;
 * whether the count may be bought is `isPaygoPages`, which the server enforces.
 */
export const quotePaygo = (rawPages: number, plan: Plan = FREE_PLAN): PaygoQuote => {
  const pages = Number.isFinite(rawPages) ? Math.max(0, Math.floor(rawPages)) : 0;
  const rateCents = paygoRateCents(pages);
  const subtotalCents = pages * rateCents;
  const percent = Math.round(plan.paygoDiscount * 100);
  // Integer arithmetic: floor((x + 50) / 100) is x / 100 rounded half up, with no float error.
  const totalCents = Math.floor((subtotalCents * (100 - percent) + 50) / 100);
  const discountCents = subtotalCents - totalCents;
  return {
    pages,
    rate: rateCents / 100,
    subtotal: subtotalCents / 100,
    discount: discountCents / 100,
    total: totalCents / 100,
    totalCents,
  };
};
