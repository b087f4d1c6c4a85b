import { useState, type FormEvent } from 'react';

import { checkListenerNote, NAME_MAX, type ListenerNoteValues } from '../lib/note-rules';

type Props = {
  lineNumber: number;
  sending: boolean;
  /** The API's refusal, shown as it said it (429 above all). */
  error: string | null;
  /** The name typed last time, so a listener leaving several notes types it once. */
  initialName: string;
  onSend: (values: ListenerNoteValues) => Promise<boolean>;
  onCancel: () => void;
};

/** A listener's note on one line: a name (1–60) and the note (1–2000). */
export const ListenerNoteForm = ({
  lineNumber,
  sending,
  error,
  initialName,
  onSend,
  onCancel,
}: Props) => {
  const [values, setValues] = useState<ListenerNoteValues>({ author_name: initialName, text: '' });
  const [tried, setTried] = useState(false);
  const errors = tried ? checkListenerNote(values) : {};
  const id = `note-${lineNumber}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(checkListenerNote(values)).length > 0) return;
    await onSend({ author_name: values.author_name.trim(), text: values.text.trim() });
  };

  const field = (name: keyof ListenerNoteValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((all) => ({ ...all, [name]: event.target.value })),
  });

  return (
    <form
      className="cms-listen-note"
      onSubmit={submit}
      noValidate
      aria-label={`Note on line ${lineNumber}`}
    >
      <label htmlFor={`${id}-author_name`}>Your name</label>
      <input {...field('author_name')} maxLength={NAME_MAX + 20} autoComplete="name" />
      {errors.author_name && (
        <small id={`${id}-author_name-error`} className="cms-listen-error">
          {errors.author_name}
        </small>
      )}
      <label htmlFor={`${id}-text`}>Your note</label>
      <textarea {...field('text')} rows={3} />
      {errors.text && (
        <small id={`${id}-text-error`} className="cms-listen-error">
          {errors.text}
        </small>
      )}
      {error && (
        <p className="cms-listen-error" role="alert">
          {error}
        </p>
      )}
      <div className="cms-listen-note__actions">
        <button type="submit" className="cms-studio-button" disabled={sending}>
          {sending ? 'Sending…' : 'Send note'}
        </button>
        <button type="button" className="cms-studio-button is-quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
};
