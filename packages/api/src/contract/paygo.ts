import { FREE_PLAN, type Plan } from './plans';

/** Pay-as-you-go bounds and tiers (spec 2 §5, §9). */
export const PAYGO_MIN_PAGES = 5;
export const PAYGO_MAX_PAGES = 1000;

export const PAYGO_TIERS = [
  { upTo: 10, rate: 1.0 },
  { upTo: 20, rate: 0.9 },
  { upTo: 50, rate: 0.75 },
  { upTo: Infinity, rate: 0.6 },
] as const;

export const PAYGO_QUICK_PICKS = [
  { pages: 5, label: 'Small Script' },
  { pages: 10, label: 'Standard' },
  { pages: 25, label: 'Large Script' },
  { pages: 50, label: 'Project' },
] as const;

export type PaygoQuote = {
  pages: number;
  rate: number;
  subtotal: number;
  discount: number;
  total: number;
};

const cents = (n: number) => Math.round(n * 100) / 100;

/** The rate of the tier the whole order falls in: the page count picks one rate for all pages. */
export const paygoRate = (pages: number): number =>
  PAYGO_TIERS.find((tier) => pages <= tier.upTo)!.rate;

export const quotePaygo = (pages: number, plan: Plan = FREE_PLAN): PaygoQuote => {
  const rate = paygoRate(pages);
  const subtotal = cents(pages * rate);
  const discount = cents(subtotal * plan.paygoDiscount);
  return { pages, rate, subtotal, discount, total: cents(subtotal - discount) };
};
