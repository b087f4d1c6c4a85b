import type { DocumentSummary } from '@castmyscript/api/contract';
import { TableShell, type TableColumn } from '@castmyscript/ui-kit';
import { useState } from 'react';

import type { TableRead } from '../hooks/use-table-read';
import type { DraftGroup } from '../lib/draft-groups';
import type { DraftToggleProps } from './draft-toggle';
import { HistoryRow } from './history-row';
import { UnprocessedDraftRow } from './unprocessed-draft-row';

const COLUMNS: readonly TableColumn[] = [
  'Title',
  'Date',
  'Pages',
  'Runtime',
  'Status',
  { label: 'Actions', visuallyHidden: true },
];

type Props = {
  groups: DraftGroup[];
  player: TableRead;
  resumingId: string | null;
  deletingId: string | null;
  discardingId: string | null;
  onResume: (doc: DocumentSummary) => void;
  onDelete: (doc: DocumentSummary) => void;
  onDiscard: (doc: DocumentSummary) => void;
};

/**
 * The process list as a table on desktops; each row becomes a card on phones (history.css). A
 * script's earlier drafts follow its newest processed one, shown when the writer expands it; a
 * later draft left before processing is always listed under it.
 */
export const HistoryTable = ({
  groups,
  resumingId,
  deletingId,
  discardingId,
  onDiscard,
  ...row
}: Props) => {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const rowOf = (doc: DocumentSummary, group: DraftGroup, drafts?: DraftToggleProps) => (
    <HistoryRow
      key={doc._id}
      doc={doc}
      draftNumber={group.numbers[doc._id]}
      earlier={doc !== group.head}
      drafts={drafts}
      resuming={resumingId === doc._id}
      deleting={deletingId === doc._id}
      {...row}
    />
  );
  return (
    <TableShell
      className="cms-history-table"
      caption="Your scripts, newest first"
      columns={COLUMNS}
    >
      {groups.map((group) => (
        <tbody key={group.head._id} className="cms-history__group">
          {rowOf(
            group.head,
            group,
            group.earlier.length > 0
              ? {
                  count: group.earlier.length,
                  expanded: open.has(group.head._id),
                  onToggle: () => toggle(group.head._id),
                }
              : undefined,
          )}
          {group.unprocessed.map((doc) => (
            <UnprocessedDraftRow
              key={doc._id}
              doc={doc}
              resuming={resumingId === doc._id}
              discarding={discardingId === doc._id}
              onContinue={row.onResume}
              onDiscard={onDiscard}
            />
          ))}
          {open.has(group.head._id) && group.earlier.map((doc) => rowOf(doc, group))}
        </tbody>
      ))}
    </TableShell>
  );
};
