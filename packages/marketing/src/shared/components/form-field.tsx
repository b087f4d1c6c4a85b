import type { ReactNode } from 'react';

import './form-field.css';

type Props = {
  id: string;
  label: string;
  /** Shown under the input once there is something to say. */
  error?: string;
  children: ReactNode;
};

/** Id of a field's error text, for the input's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** Label, input and error text of one form field. */
export const FormField = ({ id, label, error, children }: Props) => (
  <div className="mkt-field">
    <label htmlFor={id}>{label}</label>
    {children}
    {error && (
      <small id={errorIdOf(id)} className="mkt-field__error">
        {error}
      </small>
    )}
  </div>
);
