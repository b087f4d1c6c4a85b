import { PAYGO_MIN_PAGES, PAYGO_TIERS, PLANS } from '@castmyscript/api/contract';
import { Link } from 'react-router-dom';

import { PlanCard } from './plan-card';
import './pricing.css';

const dollars = (n: number) => `$${n.toFixed(2)}`;
const highestRate = PAYGO_TIERS[0].rate;
const lowestRate = PAYGO_TIERS[PAYGO_TIERS.length - 1].rate;

/** #pricing: the four plans of the one catalogue, never a copy of its prices. */
export const Pricing = () => (
  <section id="pricing" className="mkt-section mkt-section--muted" aria-labelledby="pricing-title">
    <div className="mkt-container">
      <div className="mkt-section__head">
        <p className="mkt-eyebrow">Pricing</p>
        <h2 id="pricing-title">Simple pricing, measured in pages</h2>
        <p>
          Start free. Upgrade when your drafts do. Every plan is month-to-month and can be cancelled
          anytime.
        </p>
      </div>
      <ul className="mkt-plans" aria-label="Plans">
        {PLANS.map((plan) => (
          <PlanCard key={plan.package_name} plan={plan} />
        ))}
      </ul>
      <div className="mkt-pricing__more">
        <p>
          Need more pages in a busy month? Top up with pay-as-you-go pages from{' '}
          {dollars(highestRate)} down to {dollars(lowestRate)} a page (minimum {PAYGO_MIN_PAGES}),
          with your plan&apos;s discount applied.
        </p>
        <Link to="/sign-up" className="mkt-btn mkt-btn--outline">
          Compare All Plans <span className="pi pi-arrow-right" aria-hidden="true" />
        </Link>
      </div>
    </div>
  </section>
);
