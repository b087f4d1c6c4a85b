import { PageLoader } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';

import { Banner } from '../../../shared/components/banner';
import { BillingPage } from '../../../shared/components/billing-page';
import { useGetAllSubscriptionsQuery } from '../api/subscriptions-api';
import { currentPlanOf } from '../lib/current-plan';
import { PAGE_RULE } from '../lib/page-rule';
import { PaygoSection } from './paygo-section';
import { PlansSection } from './plans-section';

/**
 * /dashboard/packages: the plan cards and the pay-as-you-go box. Both depend on the
 * user's plan (button labels, discount), so nothing can be bought until it is known.
 */
export const PackagesPage = () => {
  const { data, isLoading, isError, refetch } = useGetAllSubscriptionsQuery();
  const currentPlan = data ? currentPlanOf(data) : null;
  return (
    <BillingPage
      title="Plans and pages"
      lead="Choose a monthly plan, or buy pages as you go. Pages are the unit of credit."
    >
      <p className="bil-packages__rule" data-testid="page-rule">
        {PAGE_RULE}
      </p>
      {isLoading && <PageLoader label="Loading your plan…" />}
      {isError && !data && (
        <Banner
          tone="error"
          icon="pi pi-wifi"
          title="Connection Error"
          actions={
            <Button type="button" label="Retry" size="small" onClick={() => void refetch()} />
          }
        >
          <p>Your current plan could not be loaded, so plans and pages cannot be bought yet.</p>
        </Banner>
      )}
      {!isLoading && (
        <div className="bil-packages">
          <PlansSection currentPlan={currentPlan} />
          <PaygoSection plan={currentPlan} />
        </div>
      )}
    </BillingPage>
  );
};
