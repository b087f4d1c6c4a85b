import { quotePaygo, type Plan } from '@castmyscript/api/contract';

import { formatUsd } from '../../../shared/lib/money';
import { paygoTierLabel } from '../lib/paygo-tier';

type Props = { pages: number | null; plan: Plan };

/**
 * The live price from the same `quotePaygo` the server charges with: the tier's
 * rate, the subtotal, the plan's discount and the total.
 */
export const PaygoBreakdown = ({ pages, plan }: Props) => {
  const quote = pages === null ? null : quotePaygo(pages, plan);
  const percent = Math.round(plan.paygoDiscount * 100);
  const rows: [string, string][] = quote
    ? [
        ['Rate', `${formatUsd(quote.rate)} per page (${paygoTierLabel(quote.pages)})`],
        [`Subtotal (${quote.pages} pages)`, formatUsd(quote.subtotal)],
        [
          percent > 0 ? `${plan.name} plan discount (${percent}%)` : `Plan discount (${plan.name})`,
          quote.discount > 0 ? `−${formatUsd(quote.discount)}` : formatUsd(0),
        ],
      ]
    : [];
  return (
    <div className="bil-breakdown">
      <h3 className="bil-breakdown__title">Price breakdown</h3>
      {quote ? (
        <dl className="bil-summary">
          {rows.map(([term, value]) => (
            <div key={term} className="bil-summary__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="bil-summary__row bil-summary__row--total">
            <dt>Total</dt>
            <dd data-testid="paygo-total">{formatUsd(quote.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="bil-muted">Enter a number of pages to see the price.</p>
      )}
    </div>
  );
};
