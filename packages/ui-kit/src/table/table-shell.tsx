import type { ReactNode } from 'react';

/** A header cell: its text, or text only a screen reader reads (a column of buttons, say). */
export type TableColumn = string | { label: string; visuallyHidden: true };

export interface TableShellProps {
  /** Class of the table; each remote styles its own (phones turn the rows into cards there). */
  className: string;
  /** Class of a wrapper around the table, e.g. one that scrolls sideways; none when left out. */
  wrapClassName?: string;
  /** What the table holds, read by screen readers only; or name it with `labelledBy`. */
  caption?: string;
  /** Id of a visible heading that names the table. */
  labelledBy?: string;
  columns: readonly TableColumn[];
  /** The body: one `<tbody>`, or one per group of rows. */
  children: ReactNode;
}

const labelOf = (column: TableColumn) => (typeof column === 'string' ? column : column.label);

/** A data table's frame: caption and column headers (`scope="col"`), around the rows given. */
export function TableShell({
  className,
  wrapClassName,
  caption,
  labelledBy,
  columns,
  children,
}: TableShellProps) {
  const table = (
    <table className={className} aria-labelledby={labelledBy}>
      {caption && <caption className="cms-visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={labelOf(column)} scope="col">
              {typeof column === 'string' ? (
                column
              ) : (
                <span className="cms-visually-hidden">{column.label}</span>
              )}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
  return wrapClassName ? <div className={wrapClassName}>{table}</div> : table;
}
