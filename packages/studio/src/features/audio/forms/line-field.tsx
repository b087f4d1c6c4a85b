import type { FieldInputProps } from 'formik';
import type { ReactNode } from 'react';

type Attrs = FieldInputProps<string> & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

type Props = {
  id: string;
  label: string;
  error?: string;
  props: FieldInputProps<string>;
  /** The control itself, given the formik props and what ties it to its label and message. */
  children: (attrs: Attrs) => ReactNode;
};

/** A labelled field of the line editor with its message, the control read by its label. */
export const LineField = ({ id, label, error, props, children }: Props) => (
  <div className="cms-line-form__field">
    <label htmlFor={id}>{label}</label>
    {children({
      ...props,
      id,
      'aria-invalid': !!error,
      'aria-describedby': error ? `${id}-error` : undefined,
    })}
    {error && <small id={`${id}-error`}>{error}</small>}
  </div>
);
