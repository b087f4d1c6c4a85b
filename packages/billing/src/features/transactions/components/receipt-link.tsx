import { useToast } from '@castmyscript/ui-kit';

import { UI_MESSAGES } from '../../../shared/lib/billing-messages';

type Props = { url: string | null; label: string };

/**
 * A row's receipt: the provider's page in a new tab; without a url the link is
 * blocked and says 'Receipt not available'.
 */
export const ReceiptLink = ({ url, label }: Props) => {
  const toast = useToast();
  if (url) {
    return (
      <a className="bil-receipt" href={url} target="_blank" rel="noopener noreferrer">
        <i className="pi pi-file-pdf" aria-hidden="true" /> Receipt
        <span className="cms-visually-hidden"> for {label} (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className="bil-receipt bil-receipt--missing"
      aria-disabled="true"
      title={UI_MESSAGES.receiptMissing}
      onClick={() => toast.warn(UI_MESSAGES.receiptMissing)}
    >
      <i className="pi pi-ban" aria-hidden="true" /> Receipt
      <span className="cms-visually-hidden">
        {' '}
        for {label}: {UI_MESSAGES.receiptMissing}
      </span>
    </button>
  );
};
