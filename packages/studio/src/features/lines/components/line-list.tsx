import type { SceneKind } from '@castmyscript/api/contract';
import { useMemo } from 'react';

import type { LineDraft } from '../lib/line-edits';
import { headingsOf } from '../lib/scene-headings';
import type { EditableLine } from '../lib/line-list';
import { LineCard } from './line-card';

type Props = {
  lines: EditableLine[];
  actors: string[];
  busy: boolean;
  onUpdate: (line: EditableLine, change: Partial<LineDraft>) => unknown;
  onType: (line: EditableLine, type: SceneKind) => unknown;
  onInsertAfter: (line: EditableLine) => void;
  onEdit: (line: EditableLine) => void;
  onDelete: (line: EditableLine) => void;
  /** Shows only the lines it accepts (a filter); headings still come from every line. */
  only?: (line: EditableLine) => boolean;
};

/** The lines in script order, each with the scene heading it belongs to. */
export const LineList = ({
  lines,
  actors,
  busy,
  onUpdate,
  onType,
  onInsertAfter,
  onEdit,
  onDelete,
  only,
}: Props) => {
  const headings = useMemo(() => headingsOf(lines), [lines]);
  const shown = only ? lines.filter(only) : lines;
  return (
    <ol className="cms-line-list" aria-label="Scenes">
      {shown.map((line) => (
        <LineCard
          key={line.key}
          line={line}
          heading={headings.get(line.key) ?? null}
          actors={actors}
          busy={busy}
          onSpeaker={(actor) => void onUpdate(line, { actor })}
          onType={(type) => void onType(line, type)}
          onInsertAfter={() => onInsertAfter(line)}
          onEdit={() => onEdit(line)}
          onDelete={() => onDelete(line)}
        />
      ))}
    </ol>
  );
};
