import { FREE_PLAN } from '@castmyscript/api/contract';
import { Link } from 'react-router-dom';

import './closing-cta.css';

/** Last call to action before the footer. */
export const ClosingCta = () => (
  <section className="mkt-closing" aria-labelledby="closing-title">
    <div className="mkt-container mkt-closing__inner">
      <h2 id="closing-title">Your next draft deserves a table read</h2>
      <p>Start with {FREE_PLAN.monthlyCredits} free pages a month. No credit card, no actors to schedule.</p>
      <Link to="/sign-up" className="mkt-btn mkt-btn--primary mkt-btn--lg">
        Try It Free
      </Link>
    </div>
  </section>
);
