import type { DocumentSummary } from '@castmyscript/api/contract';

import type { TableRead } from '../hooks/use-table-read';
import { HistoryRow } from './history-row';

type Props = {
  rows: DocumentSummary[];
  player: TableRead;
  resumingId: string | null;
  deletingId: string | null;
  onResume: (doc: DocumentSummary) => void;
  onDelete: (doc: DocumentSummary) => void;
};

/** The process list as a table on desktops; each row becomes a card on phones (history.css). */
export const HistoryTable = ({ rows, resumingId, deletingId, ...row }: Props) => (
  <table className="cms-history-table">
    <caption className="cms-visually-hidden">Your scripts, newest first</caption>
    <thead>
      <tr>
        <th scope="col">Title</th>
        <th scope="col">Date</th>
        <th scope="col">Pages</th>
        <th scope="col">Status</th>
        <th scope="col">
          <span className="cms-visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
    <tbody>
      {rows.map((doc) => (
        <HistoryRow
          key={doc._id}
          doc={doc}
          resuming={resumingId === doc._id}
          deleting={deletingId === doc._id}
          {...row}
        />
      ))}
    </tbody>
  </table>
);
