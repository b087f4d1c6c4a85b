import type { SubscriptionDetail } from '@castmyscript/api/contract';

import { badgeLabel, badgeTone } from '../lib/subscription-status';

type Props = { subscription: Pick<SubscriptionDetail, 'status' | 'cancel_at_period_end'> };

/** Green when active, 'Ending Soon' when cancelling, grey for any other status. */
export const StatusBadge = ({ subscription }: Props) => (
  <span className={`bil-badge bil-badge--${badgeTone(subscription)}`}>
    <span className="cms-visually-hidden">Status: </span>
    {badgeLabel(subscription)}
  </span>
);
