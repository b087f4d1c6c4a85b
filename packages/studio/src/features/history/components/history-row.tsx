import type { DocumentSummary } from '@castmyscript/api/contract';
import { formatDateGB } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';

import type { TableRead } from '../hooks/use-table-read';
import { StatusChip } from './status-chip';
import { TableReadButton } from './table-read-button';

type Props = {
  doc: DocumentSummary;
  player: TableRead;
  resuming: boolean;
  deleting: boolean;
  onResume: (doc: DocumentSummary) => void;
  onDelete: (doc: DocumentSummary) => void;
};

/** One document of the process list: title, date, pages, status and its actions. */
export const HistoryRow = ({ doc, player, resuming, deleting, onResume, onDelete }: Props) => {
  const created = Date.parse(doc.created_at);
  return (
    <tr>
      <th scope="row" data-label="Title" className="cms-history__title">
        <span>{doc.title}</span>
        {doc.format && <span className="cms-history__format">{doc.format.toUpperCase()}</span>}
      </th>
      <td data-label="Date">
        {Number.isFinite(created) && (
          <time dateTime={doc.created_at}>{formatDateGB(created / 1000)}</time>
        )}
      </td>
      <td data-label="Pages">{doc.page_count ?? '—'}</td>
      <td data-label="Status">
        <StatusChip status={doc.status} message={doc.message} />
      </td>
      <td data-label="Actions">
        <div className="cms-history__actions">
          <TableReadButton doc={doc} player={player} />
          <Button
            type="button"
            label="Resume"
            icon="pi pi-arrow-right"
            iconPos="right"
            size="small"
            aria-label={`Resume ${doc.title}`}
            loading={resuming}
            onClick={() => onResume(doc)}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            severity="danger"
            rounded
            text
            aria-label={`Delete ${doc.title}`}
            loading={deleting}
            onClick={() => onDelete(doc)}
          />
        </div>
      </td>
    </tr>
  );
};
