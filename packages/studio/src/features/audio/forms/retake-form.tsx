import { errorMessage } from '@castmyscript/api';
import { TAKE_LIMITS, TAKE_MESSAGES } from '@castmyscript/api/contract';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';

import { Notice } from '../../../shared/components/notice';
import { useGetTakeVoicesQuery, useRetakeLineMutation } from '../api/retake-api';
import type { Segment } from '../lib/segments';
import { retakeSchema, type RetakeValues } from './retake-schema';

type Props = {
  documentId: string;
  segment: Segment;
  /** Audio is being made for the script: the server refuses a take until it has finished. */
  generating?: boolean;
  onMade: () => void;
  onCancel: () => void;
};

const CAST = '';

/**
 * Another take of one line: a voice instead of the cast one, a speed, a pitch, or new words.
 * Only what changed is sent; the server makes this line alone while the writer waits. While
 * Generate runs the take can be prepared but not sent (the server would answer 409): the form
 * says why and lets it go once the status watch sees generation end.
 */
export const RetakeForm = ({
  documentId,
  segment,
  generating = false,
  onMade,
  onCancel,
}: Props) => {
  const voices = useGetTakeVoicesQuery();
  const [retake, state] = useRetakeLineMutation();
  const id = (field: string) => `take-${field}-${segment.scene_id}`;
  const initialValues: RetakeValues = {
    voice_id: segment.take?.voice_id ?? CAST,
    speed: segment.take?.speed ?? 1,
    pitch: segment.take?.pitch ?? 0,
    text: segment.dialog,
  };
  const form = useFormik<RetakeValues>({
    initialValues,
    validationSchema: retakeSchema,
    onSubmit: async (values) => {
      const body = {
        ...(values.voice_id !== initialValues.voice_id
          ? { voice_id: values.voice_id || null }
          : {}),
        ...(values.speed !== initialValues.speed ? { speed: Number(values.speed) } : {}),
        ...(values.pitch !== initialValues.pitch ? { pitch: Number(values.pitch) } : {}),
        ...(values.text !== initialValues.text ? { text: values.text } : {}),
      };
      const answer = await retake({ documentId, lineId: segment.scene_id, body });
      if (!('error' in answer)) onMade();
    },
  });
  const error = (field: keyof RetakeValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
  const problem = state.error ? errorMessage(state.error, 'The take could not be made.') : null;
  // A refusal while audio was being made no longer holds once it has finished.
  const { reset } = state;
  const wasGenerating = useRef(generating);
  useEffect(() => {
    if (wasGenerating.current && !generating) reset();
    wasGenerating.current = generating;
  }, [generating, reset]);
  const line = segment.scene_index + 1;

  return (
    <form
      className="cms-retake"
      aria-label={`Another take of line ${line}`}
      onSubmit={form.handleSubmit}
    >
      <div className="cms-retake__field">
        <label htmlFor={id('voice')}>Voice</label>
        <select id={id('voice')} {...form.getFieldProps('voice_id')} disabled={voices.isLoading}>
          <option value={CAST}>As cast</option>
          {(voices.data ?? []).map((v) => (
            <option key={v.voice_id} value={v.voice_id}>
              {v.name} · {v.gender}, {v.age}, {v.accent}
            </option>
          ))}
        </select>
        {voices.isError && (
          <small role="alert">The voices could not be loaded; the cast voice stays.</small>
        )}
      </div>
      {(['speed', 'pitch'] as const).map((field) => (
        <div key={field} className="cms-retake__field">
          <label htmlFor={id(field)}>{field === 'speed' ? 'Speed' : 'Pitch (semitones)'}</label>
          <input
            id={id(field)}
            type="number"
            step={field === 'speed' ? 0.1 : 1}
            min={field === 'speed' ? TAKE_LIMITS.speedMin : TAKE_LIMITS.pitchMin}
            max={field === 'speed' ? TAKE_LIMITS.speedMax : TAKE_LIMITS.pitchMax}
            aria-invalid={!!error(field)}
            aria-describedby={error(field) ? id(`${field}-error`) : undefined}
            {...form.getFieldProps(field)}
          />
          {error(field) && <small id={id(`${field}-error`)}>{error(field)}</small>}
        </div>
      ))}
      <div className="cms-retake__field cms-retake__words">
        <label htmlFor={id('text')}>Words</label>
        <textarea id={id('text')} rows={2} {...form.getFieldProps('text')} />
      </div>
      {problem ? (
        <Notice tone="error">{problem}</Notice>
      ) : (
        generating && <Notice>{TAKE_MESSAGES.generating}</Notice>
      )}
      <div className="cms-retake__actions">
        <Button type="button" label="Cancel" text size="small" onClick={onCancel} />
        <Button
          type="submit"
          label="Make this take"
          icon="pi pi-replay"
          size="small"
          loading={state.isLoading}
          disabled={!form.dirty || generating}
        />
      </div>
    </form>
  );
};
