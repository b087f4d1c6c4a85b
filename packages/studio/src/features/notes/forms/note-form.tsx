import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';

import { lineOption, type NoteLine } from '../lib/note-lines';
import { noteSchema, type NoteValues } from './note-schema';

type Props = {
  /** The lines to pick from; absent when editing (a note keeps its line, only its text changes). */
  lines?: NoteLine[];
  initial: NoteValues;
  submitLabel: 'Add note' | 'Save note';
  saving: boolean;
  onSubmit: (values: { scene_id: string; text: string; at_s?: number }) => Promise<unknown>;
  onCancel: () => void;
};

/** A note on a line, optionally at a time within it. */
export const NoteForm = ({ lines, initial, submitLabel, saving, onSubmit, onCancel }: Props) => {
  const form = useFormik<NoteValues>({
    initialValues: initial,
    validationSchema: noteSchema,
    onSubmit: async (values) => {
      const at = values.at_s === '' ? undefined : Number(values.at_s);
      await onSubmit({ scene_id: values.scene_id, text: values.text.trim(), at_s: at });
    },
  });
  const error = (field: keyof NoteValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
  const id = `note-form-${initial.scene_id || 'new'}`;
  const described = (field: keyof NoteValues) =>
    error(field) ? `${id}-${field}-error` : undefined;
  const problem = (field: keyof NoteValues) =>
    error(field) && (
      <small id={`${id}-${field}-error`} className="cms-studio-field__error" role="alert">
        {error(field)}
      </small>
    );

  return (
    <form className="cms-note-form" onSubmit={form.handleSubmit} noValidate>
      {lines && (
        <div className="cms-studio-field">
          <label htmlFor={`${id}-line`}>Line</label>
          <select
            id={`${id}-line`}
            name="scene_id"
            className="cms-select"
            value={form.values.scene_id}
            onChange={form.handleChange}
          >
            {lines.map((line) => (
              <option key={line.scene_id} value={line.scene_id}>
                {lineOption(line)}
              </option>
            ))}
          </select>
          {problem('scene_id')}
        </div>
      )}
      <div className="cms-studio-field">
        <label htmlFor={`${id}-text`}>Note</label>
        <InputTextarea
          id={`${id}-text`}
          name="text"
          rows={3}
          autoResize
          value={form.values.text}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          invalid={!!error('text')}
          aria-describedby={described('text')}
        />
        {problem('text')}
      </div>
      {lines && (
        <div className="cms-studio-field">
          <label htmlFor={`${id}-at`}>At (seconds into the line, optional)</label>
          <InputText
            id={`${id}-at`}
            name="at_s"
            type="number"
            min={0}
            step="0.1"
            value={String(form.values.at_s)}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            invalid={!!error('at_s')}
            aria-describedby={described('at_s')}
          />
          {problem('at_s')}
        </div>
      )}
      <div className="cms-studio-actions">
        <Button type="submit" label={submitLabel} icon="pi pi-check" loading={saving} />
        <Button type="button" label="Cancel" outlined onClick={onCancel} />
      </div>
    </form>
  );
};
