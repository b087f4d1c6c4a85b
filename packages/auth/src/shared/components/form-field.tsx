import { InputText } from 'primereact/inputtext';
import type { InputHTMLAttributes, ReactNode } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'size' | 'value'> & {
  value: string;
  id: string;
  name: string;
  label: string;
  error?: string;
  /** Shows the error only once the user has left the field or tried to submit. */
  touched?: boolean;
  required?: boolean;
  hint?: ReactNode;
};

/**
 * A labelled input whose error is linked with aria-describedby and announced (texts).
 * A required field's label carries an asterisk that screen readers skip (they get `required`).
 */
export const FormField = ({ id, label, error, touched, required, hint, ...input }: Props) => {
  const shown = touched && error ? error : undefined;
  const describedBy = [shown && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="cms-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="cms-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <InputText
        id={id}
        {...input}
        required={required}
        invalid={!!shown}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <small id={`${id}-hint`} className="cms-field__hint">
          {hint}
        </small>
      )}
      {shown && (
        <small id={`${id}-error`} className="cms-field__error" role="alert">
          {shown}
        </small>
      )}
    </div>
  );
};
