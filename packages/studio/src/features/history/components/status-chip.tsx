import { documentStatusLook } from '../lib/document-status';

/** The row's status as a coloured chip (beyond the spec); failures also say why. */
export const StatusChip = ({ status, message }: { status: string; message: string | null }) => {
  const look = documentStatusLook(status);
  const why = look.tone === 'danger' || look.tone === 'warning' ? message : null;
  return (
    <span className="cms-history__status">
      <span className={`cms-status-chip is-${look.tone}`}>{look.label}</span>
      {why && <span className="cms-history__why">{why}</span>}
    </span>
  );
};
