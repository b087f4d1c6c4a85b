import type { Plan, ProrationPreviewData } from '@castmyscript/api/contract';
import { formatDateGB } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

import { formatUsd } from '../lib/money';

type Props = {
  change: { plan: Plan; preview: ProrationPreviewData } | null;
  currentPlan: Plan;
  updating: boolean;
  /** Why the last Confirm failed; the dialog stays open to try again. */
  error?: string | null;
  onConfirm: () => void;
  onDismiss: () => void;
};

/**
 * The proration preview, confirmed before anything changes: what is charged now,
 * the proration, and the next bill with its date. The change is immediate; the new plan's
 * monthly credits start with the next billing cycle.
 */
export const ProrationDialog = ({
  change,
  currentPlan,
  updating,
  error,
  onConfirm,
  onDismiss,
}: Props) => {
  const rows = change
    ? [
        ['Immediate charge', formatUsd(change.preview.immediate_charge)],
        ['Proration amount', formatUsd(change.preview.proration_amount)],
        ['Next billing amount', formatUsd(change.preview.next_billing_amount)],
        ['Next billing date', formatDateGB(change.preview.next_billing_date)],
      ]
    : [];
  return (
    <Dialog
      visible={change !== null}
      onHide={() => !updating && onDismiss()}
      header="Confirm plan change"
      modal
      dismissableMask={!updating}
      closable={!updating}
      style={{ width: 'min(30rem, calc(100vw - 2rem))' }}
      footer={
        <div className="bil-actions">
          <Button type="button" label="Cancel" outlined disabled={updating} onClick={onDismiss} />
          <Button
            type="button"
            label={error ? 'Try again' : 'Confirm'}
            loading={updating}
            onClick={onConfirm}
            autoFocus
          />
        </div>
      }
    >
      {change && (
        <>
          <p>
            Change from <strong>{currentPlan.name}</strong> to <strong>{change.plan.name}</strong> (
            {change.plan.price} / month).
          </p>
          <dl className="bil-summary" aria-label="Proration preview">
            {rows.map(([term, value]) => (
              <div key={term} className="bil-summary__row">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {error && (
            <p className="bil-dialog-error" role="alert">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {error}
            </p>
          )}
          <p className="bil-muted">
            The change takes effect immediately; the new plan&apos;s monthly pages apply from the
            next billing cycle.
          </p>
        </>
      )}
    </Dialog>
  );
};
