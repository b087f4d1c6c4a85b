import type { LedgerEntry } from '@castmyscript/api/contract';
import { formatDateGB, TableShell } from '@castmyscript/ui-kit';

import { KIND_LABELS, scriptOf, signedPages } from '../lib/describe-entry';

type Props = { entries: readonly LedgerEntry[] };

const COLUMNS = ['Date', 'What', 'Script', 'Pages'] as const;

/** One page of page entries; on phones each row becomes a card, as the purchases table does. */
export const PageUseTable = ({ entries }: Props) => (
  <TableShell
    className="bil-table"
    wrapClassName="bil-table-wrap"
    labelledBy="page-use-title"
    columns={COLUMNS}
  >
    <tbody>
      {entries.map((e) => (
        <tr key={e._id}>
          <td data-label="Date">{formatDateGB(Date.parse(e.at) / 1000)}</td>
          <th scope="row" data-label="What">
            {KIND_LABELS[e.kind]}
            <span className="bil-muted bil-table__sub">{e.reason}</span>
          </th>
          <td data-label="Script">{scriptOf(e) ?? '—'}</td>
          <td data-label="Pages" className={e.pages < 0 ? 'bil-pages--out' : 'bil-pages--in'}>
            {signedPages(e.pages)}
          </td>
        </tr>
      ))}
    </tbody>
  </TableShell>
);
