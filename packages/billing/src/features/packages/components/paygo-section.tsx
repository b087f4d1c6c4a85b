import { PLANS, type Plan } from '@castmyscript/api/contract';

import { PaygoForm } from '../forms/paygo-form';

type Props = { plan: Plan | null };

const BEST_DISCOUNT = Math.round(Math.max(...PLANS.map((p) => p.paygoDiscount)) * 100);

/** The pay-as-you-go box beside the plans (Packages screen). */
export const PaygoSection = ({ plan }: Props) => (
  <section className="bil-section bil-paygo" aria-labelledby="paygo-heading">
    <h2 id="paygo-heading">Pay as you go</h2>
    <p className="bil-muted">
      Buy pages once, use them whenever you like.
      {plan && plan.paygoDiscount > 0
        ? ` Your ${plan.name} plan takes ${Math.round(plan.paygoDiscount * 100)}% off.`
        : ` Paid plans take up to ${BEST_DISCOUNT}% off.`}
    </p>
    {plan ? (
      <PaygoForm plan={plan} />
    ) : (
      <p className="bil-muted">Prices show once your plan is known.</p>
    )}
  </section>
);
