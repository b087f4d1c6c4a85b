/**
 * Proration as card processors compute it for an immediate plan change: the unused part of the
 * old price is credited, the rest of the period at the new price is charged, both in proportion to
 * the time left at `prorationDate`. A net credit is kept for the next invoices.
 */
export function prorate(input: {
  oldPriceCents: number;
  newPriceCents: number;
  periodStart: number;
  periodEnd: number;
  /** Epoch ms. */
  prorationDate: number;
  creditCents: number;
}): {
  prorationCents: number;
  immediateCents: number;
  creditAfterCents: number;
  nextCents: number;
} {
  const span = input.periodEnd - input.periodStart;
  const left = Math.min(Math.max(input.periodEnd - input.prorationDate, 0), span);
  const share = span > 0 ? left / span : 0;
  const prorationCents =
    Math.round(input.newPriceCents * share) - Math.round(input.oldPriceCents * share);
  const net = prorationCents - input.creditCents;
  const immediateCents = Math.max(0, net);
  const creditAfterCents = Math.max(0, -net);
  return {
    prorationCents,
    immediateCents,
    creditAfterCents,
    nextCents: Math.max(0, input.newPriceCents - creditAfterCents),
  };
}
