import { daysRemaining, formatDateGB } from '@castmyscript/ui-kit';

import { Banner } from '../../../shared/components/banner';
import { dayCount } from '../lib/subscription-status';

type Props = { planName: string; periodEnd: number; now?: Date };

/** The days left, rounded up, until the cancelled plan ends and the account is on Free. */
export const EndingSoonBanner = ({ planName, periodEnd, now = new Date() }: Props) => {
  const days = daysRemaining(periodEnd, now);
  return (
    <Banner tone="warning" icon="pi pi-clock" title="Ending Soon">
      <p>
        <strong data-testid="days-remaining">{dayCount(days)} remaining.</strong> Your {planName}{' '}
        plan and its pages stay until {formatDateGB(periodEnd)}; then your account moves to Free.
        Pay-as-you-go pages stay.
      </p>
    </Banner>
  );
};
