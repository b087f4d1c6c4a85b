import type { DocumentSummary } from '@castmyscript/api/contract';
import { formatDateGB } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';

import { draftLabel, UNPROCESSED_TEXTS, unprocessedName } from '../lib/history-texts';
import { StatusChip } from './status-chip';

type Props = {
  doc: DocumentSummary;
  resuming: boolean;
  discarding: boolean;
  onContinue: (doc: DocumentSummary) => void;
  onDiscard: (doc: DocumentSummary) => void;
};

/**
 * A later draft uploaded and left before processing, under the row of the script's
 * processed draft: Continue picks it up at its step, Discard deletes it and its file.
 */
export const UnprocessedDraftRow = ({
  doc,
  resuming,
  discarding,
  onContinue,
  onDiscard,
}: Props) => {
  const created = Date.parse(doc.created_at);
  const name = unprocessedName(doc.title, doc.draft_number);
  return (
    <tr className="is-unprocessed-draft">
      <th scope="row" data-label="Title" className="cms-history__title">
        {/* Spaces between the parts, so the row's name reads as words. */}
        <span>{doc.title}</span>{' '}
        <span className="cms-history__draft">{draftLabel(doc.draft_number)}</span>{' '}
        {doc.format && <span className="cms-history__format">{doc.format.toUpperCase()}</span>}{' '}
        <span className="cms-history__unprocessed">{UNPROCESSED_TEXTS.note}</span>
      </th>
      <td data-label="Date">
        {Number.isFinite(created) && (
          <time dateTime={doc.created_at}>{formatDateGB(created / 1000)}</time>
        )}
      </td>
      <td data-label="Pages">{doc.page_count ?? '—'}</td>
      <td data-label="Runtime">—</td>
      <td data-label="Status">
        <StatusChip status={doc.status} message={doc.message} />
      </td>
      <td data-label="Actions">
        <div className="cms-history__actions">
          <Button
            type="button"
            label={UNPROCESSED_TEXTS.continue}
            icon="pi pi-arrow-right"
            iconPos="right"
            size="small"
            aria-label={`${UNPROCESSED_TEXTS.continue} ${name}`}
            loading={resuming}
            onClick={() => onContinue(doc)}
          />
          <Button
            type="button"
            label={UNPROCESSED_TEXTS.discard}
            icon="pi pi-times"
            severity="secondary"
            size="small"
            outlined
            aria-label={`${UNPROCESSED_TEXTS.discard} ${name}`}
            loading={discarding}
            onClick={() => onDiscard(doc)}
          />
        </div>
      </td>
    </tr>
  );
};
