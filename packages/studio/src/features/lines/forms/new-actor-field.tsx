import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';

type Props = { onAdd: (name: string) => void; onCancel: () => void };

/**
 * The inline new-actor input: the name is trimmed and must not be empty,
 * so Add waits for a name; duplicates are handled by the caller (silently not added twice).
 */
export const NewActorField = ({ onAdd, onCancel }: Props) => {
  const [name, setName] = useState('');
  const add = () => {
    if (name.trim()) onAdd(name);
  };
  return (
    <div className="cms-new-actor">
      <label htmlFor="new-actor-name">New actor name</label>
      <div className="cms-new-actor__row">
        <InputText
          id="new-actor-name"
          value={name}
          autoFocus
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the actor instead of submitting the line form around it.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
            if (event.key === 'Escape') onCancel();
          }}
        />
        {/* Named in full: the line form around it has its own Cancel. */}
        <Button
          type="button"
          label="Add"
          aria-label="Add actor"
          size="small"
          disabled={!name.trim()}
          onClick={add}
        />
        <Button
          type="button"
          label="Cancel"
          aria-label="Cancel new actor"
          size="small"
          text
          onClick={onCancel}
        />
      </div>
    </div>
  );
};
