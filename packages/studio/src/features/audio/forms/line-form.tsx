import { SCENE_KINDS, TAKE_MESSAGES } from '@castmyscript/api/contract';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { useRef, useState } from 'react';

import { Notice } from '../../../shared/components/notice';
import { LINE_TYPE_LABELS } from '../../../shared/line-types';
import type { LineProblem } from '../lib/line-edit';
import { LineField } from './line-field';
import { lineSchema, type LineValues } from './line-schema';

type Props = {
  lineId: string;
  initial: LineValues;
  /** The script's characters, offered as speakers. */
  actors: string[];
  /** Audio is being made for the script: the line can be saved, not made again until it ends. */
  generating: boolean;
  busy: boolean;
  onSave: (values: LineValues, regenerate: boolean) => Promise<LineProblem | null>;
  onDone: () => void;
  onCancel: () => void;
};

/** The server's refusal of a field, shown until the writer changes what it refused. */
type Refusal = LineProblem & { value?: string };

/**
 * One line's type, speaker, directions and words, changed in place. A refusal keeps everything
 * typed: the server's message stands beside the field it names, or above the buttons.
 */
export const LineForm = ({
  lineId,
  initial,
  actors,
  generating,
  busy,
  onSave,
  onDone,
  onCancel,
}: Props) => {
  const regenerate = useRef(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useFormik<LineValues>({
    initialValues: initial,
    validationSchema: lineSchema,
    onSubmit: async (values) => {
      setRefusal(null);
      const problem = await onSave(values, regenerate.current);
      if (!problem) return onDone();
      setRefusal({ ...problem, value: problem.field ? values[problem.field] : undefined });
    },
  });
  const id = (field: string) => `line-${field}-${lineId}`;
  const error = (field: keyof LineValues) => {
    if (refusal?.field === field && refusal.value === form.values[field]) return refusal.message;
    return form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
  };
  const field = (name: keyof LineValues) => ({
    id: id(name),
    error: error(name),
    props: form.getFieldProps(name),
  });
  const dialogue = form.values.type === 'dialogue';
  const general = refusal && !refusal.field ? refusal.message : null;

  return (
    <form className="cms-line-form" onSubmit={form.handleSubmit} noValidate>
      <LineField label="Type" {...field('type')}>
        {(attrs) => (
          <select {...attrs}>
            {SCENE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LINE_TYPE_LABELS[kind]}
              </option>
            ))}
          </select>
        )}
      </LineField>
      {dialogue && (
        <LineField label="Speaker" {...field('actor')}>
          {(attrs) => <input {...attrs} list={id('actors')} autoComplete="off" />}
        </LineField>
      )}
      <datalist id={id('actors')}>
        {actors.map((actor) => (
          <option key={actor} value={actor} />
        ))}
      </datalist>
      <LineField label="Direction" {...field('direction')}>
        {(attrs) => <input {...attrs} />}
      </LineField>
      <LineField label="Words" {...field('text')}>
        {(attrs) => <textarea {...attrs} rows={3} />}
      </LineField>
      <LineField label="Direction after" {...field('direction_after')}>
        {(attrs) => <input {...attrs} />}
      </LineField>
      {general && <Notice tone="error">{general}</Notice>}
      {generating && <Notice>{TAKE_MESSAGES.generating}</Notice>}
      <div className="cms-line-form__actions">
        <Button type="button" label="Cancel" text onClick={onCancel} disabled={busy} />
        <Button
          type="submit"
          label="Save"
          outlined
          loading={busy && !regenerate.current}
          disabled={busy || !form.dirty}
          onClick={() => (regenerate.current = false)}
        />
        <Button
          type="submit"
          label="Save and regenerate"
          icon="pi pi-replay"
          loading={busy && regenerate.current}
          disabled={busy || generating}
          onClick={() => (regenerate.current = true)}
        />
      </div>
    </form>
  );
};
