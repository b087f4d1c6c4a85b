import { Button } from 'primereact/button';
import { useRef, useState, type DragEvent } from 'react';

import { SCRIPT_ACCEPT } from '../lib/script-file';

type Props = {
  disabled?: boolean;
  onFile: (file: File | undefined, via: 'pick' | 'drop') => void;
};

/**
 * A file picker and a drop area. The picker is a real button (keyboard and screen
 * readers) opening a hidden file input; a drop anywhere on the area counts as a drop, which has
 * its own wrong-type message.
 */
export const DropZone = ({ disabled, onFile }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFile(event.dataTransfer.files[0], 'drop');
  };

  return (
    <div
      className={`cms-drop${dragging ? ' is-dragging' : ''}${disabled ? ' is-disabled' : ''}`}
      data-testid="drop-area"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <i className="pi pi-file-arrow-up cms-drop__icon" aria-hidden="true" />
      <p className="cms-drop__title">Drag and drop your script here</p>
      <p className="cms-drop__or">or</p>
      <Button
        type="button"
        label="Choose a file"
        icon="pi pi-folder-open"
        outlined
        disabled={disabled}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept={SCRIPT_ACCEPT}
        aria-label="Script file"
        className="cms-visually-hidden"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          onFile(event.target.files?.[0], 'pick');
          // Lets the same file be chosen again after an error.
          event.target.value = '';
        }}
      />
      <p className="cms-drop__hint">
        PDF, TXT or DOCX, and Final Draft (FDX) or Fountain. Maximum file size: 10MB.
      </p>
    </div>
  );
};
