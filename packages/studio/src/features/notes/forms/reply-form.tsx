import { NOTE_LIMITS, NOTE_MESSAGES } from '@castmyscript/api/contract';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import * as yup from 'yup';

const replySchema = yup.object({
  text: yup
    .string()
    .trim()
    .required(NOTE_MESSAGES.textRequired)
    .max(NOTE_LIMITS.textMax, NOTE_MESSAGES.textTooLong),
});

type Props = {
  noteId: string;
  /** Who the reply answers, for the field's name ("Reply to Pat"). */
  to: string;
  saving: boolean;
  /** Resolves true when the reply was stored; the field then empties. */
  onSubmit: (text: string) => Promise<boolean>;
};

/** The writer's answer under a note: 1–2000 characters, as the server checks. */
export const ReplyForm = ({ noteId, to, saving, onSubmit }: Props) => {
  const form = useFormik({
    initialValues: { text: '' },
    validationSchema: replySchema,
    onSubmit: async ({ text }, helpers) => {
      if (await onSubmit(text.trim())) helpers.resetForm();
    },
  });
  const id = `reply-${noteId}`;
  const error = form.submitCount > 0 ? form.errors.text : undefined;
  return (
    <form className="cms-line-note__reply" onSubmit={form.handleSubmit} noValidate>
      <label htmlFor={id} className="cms-visually-hidden">
        Reply to {to}
      </label>
      <InputTextarea
        id={id}
        name="text"
        rows={1}
        autoResize
        placeholder="Write a reply…"
        value={form.values.text}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <Button type="submit" label="Reply" size="small" loading={saving} />
      {error && (
        <small id={`${id}-error`} className="cms-studio-field__error" role="alert">
          {error}
        </small>
      )}
    </form>
  );
};
