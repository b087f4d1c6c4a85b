import { PAYGO_TIERS } from '@castmyscript/api/contract';

/** The page range of the tier a page count falls in, as shown in the breakdown: '21–50 pages'. */
export const paygoTierLabel = (pages: number): string => {
  const index = PAYGO_TIERS.findIndex((tier) => pages <= tier.upTo);
  const from = index > 0 ? PAYGO_TIERS[index - 1].upTo + 1 : 1;
  const to = PAYGO_TIERS[index].upTo;
  return Number.isFinite(to) ? `${from}–${to} pages` : `${from}+ pages`;
};
