import { NARRATOR } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';
import { useMemo } from 'react';

import { useGetScriptLinesQuery } from '../../../../shared/api/line-api';
import { Notice } from '../../../../shared/components/notice';
import { LineForm } from '../../forms/line-form';
import { useLineEdit } from '../../hooks/use-line-edit';
import { lineValues } from '../../lib/line-edit';

type Props = {
  documentId: string;
  lineId: string;
  generating: boolean;
  onDone: () => void;
  onCancel: () => void;
};

export const LINE_EDITOR_TEXTS = {
  loading: 'Loading the line…',
  loadFailed: 'The line could not be loaded.',
  gone: 'This line is no longer in the script.',
} as const;

/**
 * The line as the script stores it (with its parentheticals, which the audio list lacks), read
 * fresh when the editor opens, and the form that changes it.
 */
export const LineEditor = ({ documentId, lineId, generating, onDone, onCancel }: Props) => {
  const lines = useGetScriptLinesQuery(documentId, { refetchOnMountOrArgChange: true });
  const edit = useLineEdit(documentId, lineId);
  const line = lines.data?.find((stored) => stored._id === lineId);
  const initial = useMemo(() => (line ? lineValues(line) : null), [line]);
  const actors = useMemo(
    () => [...new Set((lines.data ?? []).map((s) => s.actor).filter((a) => a !== NARRATOR))],
    [lines.data],
  );

  // A fresh read after a save must not reset what the writer is typing: the form starts once.
  if (lines.isLoading || (lines.isFetching && !initial))
    return <p role="status">{LINE_EDITOR_TEXTS.loading}</p>;
  if (lines.isError && !initial)
    return (
      <div className="cms-line-form__problem">
        <Notice tone="error">{LINE_EDITOR_TEXTS.loadFailed}</Notice>
        <Button type="button" label="Try again" size="small" onClick={() => void lines.refetch()} />
      </div>
    );
  if (!initial) return <Notice tone="error">{LINE_EDITOR_TEXTS.gone}</Notice>;
  return (
    <LineForm
      lineId={lineId}
      initial={initial}
      actors={actors}
      generating={generating}
      busy={edit.busy}
      onSave={(values, regenerate) => edit.save(initial, values, regenerate)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
};
