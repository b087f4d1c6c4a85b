import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useLocation, useNavigate } from 'react-router-dom';

import { creditsExhausted, useGetCreditsQuery } from '../api/credits-api';

/**
 * The payment success page confirms a purchase whose credits may land a moment later (a provider
 * webhook): blocking it then would send a paying user back to the plans.
 */
const CONFIRMING_PAYMENT = '/dashboard/success';

/**
 * A blocking 'Credits Required' overlay when both credit pools are exhausted. The
 * shell mounts it outside packages and profile settings; Close and Purchase both lead to packages.
 */
export const CreditsGate = () => {
  const { data } = useGetCreditsQuery();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toPackages = () => navigate('/dashboard/packages');
  const exhausted =
    data !== undefined && creditsExhausted(data) && !pathname.startsWith(CONFIRMING_PAYMENT);

  return (
    <Dialog
      visible={exhausted}
      onHide={toPackages}
      header="Credits Required"
      modal
      closable={false}
      draggable={false}
      style={{ width: 'min(32rem, calc(100vw - 2rem))' }}
      footer={
        <div className="bil-actions">
          <Button type="button" label="Close" outlined onClick={toPackages} />
          <Button
            type="button"
            label="Purchase"
            icon="pi pi-shopping-cart"
            onClick={toPackages}
            autoFocus
          />
        </div>
      }
    >
      <p>
        You have used all your page credits. Buy pages or choose a plan to keep turning scripts into
        table reads.
      </p>
    </Dialog>
  );
};
