import type { DocumentSummary } from '@castmyscript/api/contract';
import { formatDateGB } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';

import { NewDraftButton } from '../../../shared/components/new-draft-button';
import type { TableRead } from '../hooks/use-table-read';
import { draftLabel } from '../lib/history-texts';
import { runtimeLabel } from '../lib/runtime-label';
import { DraftToggle, type DraftToggleProps } from './draft-toggle';
import { StatusChip } from './status-chip';
import { TableReadButton } from './table-read-button';
import { TitleEditor } from './title-editor';

type Props = {
  doc: DocumentSummary;
  /** Its number among its script's drafts; left out for a script with one draft. */
  draftNumber?: number;
  /** An earlier draft, shown under the newest. */
  earlier: boolean;
  /** The newest draft of a script with earlier ones: the toggle that shows them. */
  drafts?: DraftToggleProps;
  player: TableRead;
  resuming: boolean;
  deleting: boolean;
  onResume: (doc: DocumentSummary) => void;
  onDelete: (doc: DocumentSummary) => void;
};

/** One document of the process list: title, date, pages, runtime, status and its actions. */
export const HistoryRow = ({
  doc,
  draftNumber,
  earlier,
  drafts,
  player,
  resuming,
  deleting,
  onResume,
  onDelete,
}: Props) => {
  const created = Date.parse(doc.created_at);
  const name = draftNumber ? `${doc.title} (${draftLabel(draftNumber)})` : doc.title;
  const runtime = runtimeLabel(doc);
  return (
    <tr className={earlier ? 'is-earlier-draft' : undefined}>
      <th scope="row" data-label="Title" className="cms-history__title">
        <TitleEditor doc={doc} />
        {draftNumber && <span className="cms-history__draft">{draftLabel(draftNumber)}</span>}
        {doc.format && <span className="cms-history__format">{doc.format.toUpperCase()}</span>}
        {drafts && <DraftToggle {...drafts} />}
      </th>
      <td data-label="Date">
        {Number.isFinite(created) && (
          <time dateTime={doc.created_at}>{formatDateGB(created / 1000)}</time>
        )}
      </td>
      <td data-label="Pages">{doc.page_count ?? '—'}</td>
      <td data-label="Runtime" className="cms-history__runtime">
        {runtime ? (
          <>
            <span>{runtime.time}</span> <small>{runtime.note}</small>
          </>
        ) : (
          '—'
        )}
      </td>
      <td data-label="Status">
        <StatusChip status={doc.status} message={doc.message} />
      </td>
      <td data-label="Actions">
        <div className="cms-history__actions">
          <TableReadButton doc={doc} player={player} />
          {doc.status === 'completed' && (
            <NewDraftButton documentId={doc._id} title={name} size="small" />
          )}
          <Button
            type="button"
            label="Resume"
            icon="pi pi-arrow-right"
            iconPos="right"
            size="small"
            aria-label={`Resume ${name}`}
            loading={resuming}
            onClick={() => onResume(doc)}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            severity="danger"
            rounded
            text
            aria-label={`Delete ${name}`}
            loading={deleting}
            onClick={() => onDelete(doc)}
          />
        </div>
      </td>
    </tr>
  );
};
