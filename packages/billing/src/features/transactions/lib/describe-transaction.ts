import type { TransactionRecord } from '@castmyscript/api/contract';
import { PAYGO_PACKAGE_NAME } from '@castmyscript/api/contract';

import { planNameOf } from '../../../shared/lib/plan-name';

/** What was bought: '25 pages (pay-as-you-go)' or 'Starter plan'. */
export const describePurchase = (t: Pick<TransactionRecord, 'package_name' | 'pages'>) =>
  t.package_name === PAYGO_PACKAGE_NAME
    ? `${t.pages ?? 0} pages (pay-as-you-go)`
    : `${planNameOf(t.package_name)} plan`;

/** 'Visa •••• 4242', or a dash when the provider gave no card. */
export const describeCard = (t: Pick<TransactionRecord, 'card_name' | 'card_number'>) => {
  const last4 = t.card_number?.replace(/\D/g, '').slice(-4);
  const parts = [t.card_name, last4 ? `•••• ${last4}` : null].filter(Boolean);
  return parts.length ? parts.join(' ') : '—';
};
