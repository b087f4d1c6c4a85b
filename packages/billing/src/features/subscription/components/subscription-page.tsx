import { findPlan } from '@castmyscript/api/contract';
import { PageLoader } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';

import { Banner } from '../../../shared/components/banner';
import { BillingPage } from '../../../shared/components/billing-page';
import { useGetSubscriptionDetailsQuery } from '../api/subscription-details-api';
import { useCancelSubscription } from '../hooks/use-cancel-subscription';
import { canChangePlan } from '../lib/subscription-status';
import { ActiveSubscription } from './active-subscription';
import { ChangePlan } from './change-plan';
import { NoSubscription } from './no-subscription';

/**
 * /dashboard/subscription: loading, no plan, a plan (and, while it is active, a change
 * to another), or 'Connection Error'.
 */
export const SubscriptionPage = () => {
  const { data, isLoading, isError, refetch } = useGetSubscriptionDetailsQuery();
  const cancel = useCancelSubscription();
  const subscription = data?.subscription ?? null;
  const currentPlan = subscription ? findPlan(subscription.package_name) : undefined;
  return (
    <BillingPage title="Manage Subscription" lead="Your plan, its pages and its renewal date.">
      {isLoading && <PageLoader label="Loading your subscription…" />}
      {isError && data === undefined && (
        <Banner
          tone="error"
          icon="pi pi-wifi"
          title="Connection Error"
          actions={
            <Button type="button" label="Retry" size="small" onClick={() => void refetch()} />
          }
        >
          <p>Your subscription could not be loaded. Check your connection and try again.</p>
        </Banner>
      )}
      {data !== undefined &&
        (subscription ? (
          <>
            <ActiveSubscription
              subscription={subscription}
              paygoCredits={data?.paygo_credits ?? 0}
              cancelling={cancel.cancelling}
              onCancel={(plan, end) => void cancel.run(plan, end)}
            />
            {/* A package the catalogue does not know has no place to move from. */}
            {currentPlan && canChangePlan(subscription) && <ChangePlan currentPlan={currentPlan} />}
          </>
        ) : (
          <NoSubscription paygoCredits={data?.paygo_credits} />
        ))}
    </BillingPage>
  );
};
