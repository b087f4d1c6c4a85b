import type { SubscriptionDetail } from '@castmyscript/api/contract';
import { CreditBar, formatDateGB } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';

import { planNameOf } from '../../../shared/lib/plan-name';
import { badgeTone, canCancel } from '../lib/subscription-status';
import { EndingSoonBanner } from './ending-soon-banner';
import { PlanBenefits } from './plan-benefits';
import { StatusBadge } from './status-badge';

type Props = {
  subscription: SubscriptionDetail;
  paygoCredits: number;
  cancelling?: boolean;
  onCancel?: (planName: string, periodEnd: number) => void;
  /** Fixes "now" for the days-remaining count in stories. */
  now?: Date;
};

/** With a plan: badge, name, usage bar, pages remaining, period end, benefits, Cancel. */
export const ActiveSubscription = ({
  subscription: s,
  paygoCredits,
  cancelling,
  onCancel,
  now,
}: Props) => {
  const planName = planNameOf(s.package_name);
  const remaining = Math.max(0, s.page_credits_this_month - s.page_credits_used_this_month);
  const ending = badgeTone(s) === 'ending';
  return (
    <div className="bil-subscription">
      {ending && (
        <EndingSoonBanner planName={planName} periodEnd={s.current_period_end} now={now} />
      )}
      <article className="bil-card" aria-labelledby="plan-name">
        <div className="bil-card__head">
          <h2 id="plan-name">{planName} plan</h2>
          <StatusBadge subscription={s} />
        </div>
        <div className="bil-subscription__body">
          <div className="bil-subscription__usage">
            <CreditBar
              label="Monthly pages used"
              used={s.page_credits_used_this_month}
              total={s.page_credits_this_month}
            />
            <dl className="bil-summary">
              <div className="bil-summary__row">
                <dt>Pages remaining</dt>
                <dd data-testid="pages-remaining">{remaining}</dd>
              </div>
              <div className="bil-summary__row">
                <dt>Pay-as-you-go pages</dt>
                <dd>{paygoCredits}</dd>
              </div>
              <div className="bil-summary__row">
                <dt>{ending ? 'Access until' : 'Current period ends'}</dt>
                <dd>{formatDateGB(s.current_period_end)}</dd>
              </div>
            </dl>
          </div>
          <PlanBenefits packageName={s.package_name} />
        </div>
        {canCancel(s) && onCancel && (
          <div className="bil-actions">
            <Button
              type="button"
              label="Cancel Subscription"
              severity="danger"
              outlined
              loading={cancelling}
              onClick={() => onCancel(planName, s.current_period_end)}
            />
          </div>
        )}
      </article>
    </div>
  );
};
