import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';

import { titleSchema, type TitleValues } from './title-schema';

type Props = {
  documentId: string;
  initial: string;
  saving: boolean;
  /** The server's refusal of the last save, shown under the field. */
  failure: string | null;
  onSubmit: (title: string) => Promise<unknown>;
  onCancel: () => void;
};

/** The inline rename of a script on Process History. */
export const TitleForm = ({ documentId, initial, saving, failure, onSubmit, onCancel }: Props) => {
  const form = useFormik<TitleValues>({
    initialValues: { title: initial },
    validationSchema: titleSchema,
    onSubmit: (values) => onSubmit(values.title.trim()),
  });
  const id = `title-form-${documentId}`;
  const problem = (form.submitCount > 0 && form.errors.title) || failure;
  return (
    <form className="cms-history__title-form" onSubmit={form.handleSubmit} noValidate>
      <label htmlFor={`${id}-title`} className="cms-visually-hidden">
        Title
      </label>
      <InputText
        id={`${id}-title`}
        name="title"
        value={form.values.title}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        onKeyDown={(e) => e.key === 'Escape' && onCancel()}
        invalid={!!problem}
        aria-invalid={!!problem}
        aria-describedby={problem ? `${id}-error` : undefined}
        autoFocus
      />
      <Button type="submit" label="Save" size="small" loading={saving} />
      <Button type="button" label="Cancel" size="small" outlined onClick={onCancel} />
      {problem && (
        <small id={`${id}-error`} className="cms-studio-field__error" role="alert">
          {problem}
        </small>
      )}
    </form>
  );
};
