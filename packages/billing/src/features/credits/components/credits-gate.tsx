import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useNavigate } from 'react-router-dom';

import { monthlyRemaining, useGetCreditsQuery } from '../api/credits-api';

/** Spec 1 §2: a blocking 'Credits Required' overlay when both credit pools are exhausted. */
export const CreditsGate = () => {
  const { data } = useGetCreditsQuery();
  const navigate = useNavigate();
  const toPackages = () => navigate('/dashboard/packages');
  const exhausted = data !== undefined && monthlyRemaining(data) === 0 && data.paygo_credits <= 0;

  return (
    <Dialog
      visible={exhausted}
      onHide={toPackages}
      header="Credits Required"
      modal
      closable
      style={{ width: 'min(32rem, 92vw)' }}
      footer={<Button label="Purchase" icon="pi pi-shopping-cart" onClick={toPackages} />}
    >
      <p>
        You have used all your page credits. Buy pages or choose a plan to keep turning scripts into
        table reads.
      </p>
    </Dialog>
  );
};
