import { InputText } from 'primereact/inputtext';
import type { ChangeEvent, FocusEvent } from 'react';

type Props = {
  name: 'direction' | 'direction_after';
  label: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
};

/** A parenthetical of the line, before or after its words; shown on the card, never spoken. */
export const DirectionField = ({ name, label, value, error, onChange, onBlur }: Props) => {
  const id = `line-${name.replace('_', '-')}`;
  return (
    <div className="cms-studio-field">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <small id={`${id}-error`} className="cms-studio-field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
};
