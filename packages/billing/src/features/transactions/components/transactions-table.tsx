import type { TransactionRecord } from '@castmyscript/api/contract';
import { formatDateGB, TableShell } from '@castmyscript/ui-kit';

import { formatAmount } from '../../../shared/lib/money';
import { describeCard, describePurchase } from '../lib/describe-transaction';
import { ReceiptLink } from './receipt-link';

type Props = { transactions: readonly TransactionRecord[] };

const COLUMNS = ['Date', 'Purchase', 'Payment', 'Amount', 'Status', 'Receipt'] as const;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

/**
 * One page of transactions. On phones each row becomes a card; `data-label` names each cell
 * there, since the header row is hidden.
 */
export const TransactionsTable = ({ transactions }: Props) => (
  <TableShell
    className="bil-table"
    wrapClassName="bil-table-wrap"
    caption="Your purchases, newest first"
    columns={COLUMNS}
  >
    <tbody>
      {transactions.map((t) => {
        const date = formatDateGB(t.transaction_timestamp);
        const purchase = describePurchase(t);
        return (
          <tr key={t._id}>
            <td data-label="Date">{date}</td>
            <th scope="row" data-label="Purchase">
              {purchase}
            </th>
            <td data-label="Payment">
              {describeCard(t)}
              <span className="bil-muted bil-table__sub">{capitalise(t.payment_type)}</span>
            </td>
            <td data-label="Amount">
              {formatAmount(t.transaction_amount_in_usd, t.transaction_currency)}
            </td>
            <td data-label="Status">
              <span
                className={`bil-status bil-status--${t.transaction_status === 'paid' || t.transaction_status === 'succeeded' ? 'ok' : 'other'}`}
              >
                {capitalise(t.transaction_status)}
              </span>
            </td>
            <td data-label="Receipt">
              <ReceiptLink url={t.receipt_url} label={`${purchase}, ${date}`} />
            </td>
          </tr>
        );
      })}
    </tbody>
  </TableShell>
);
