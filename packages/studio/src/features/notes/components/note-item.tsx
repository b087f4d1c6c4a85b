import type { NoteData } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';

import { speakerOf } from '../lib/note-lines';
import { atLabel, lineLabel, NOTES_TEXTS } from '../lib/notes-texts';

type Props = {
  note: NoteData;
  busy: boolean;
  onJump: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * One note: its line (a button that jumps there), author, time within the line, text, and edit
 * and delete. A note whose line changed in a later draft is flagged, with the words it was left on.
 */
export const NoteItem = ({ note, busy, onJump, onEdit, onDelete }: Props) => {
  const line = lineLabel(note.scene_index);
  const gone = note.scene_id === null;
  return (
    <li className={`cms-note${note.outdated ? ' is-outdated' : ''}`}>
      <div className="cms-note__top">
        <Button
          type="button"
          link
          className="cms-note__line"
          label={line}
          aria-label={`Go to ${line.replace('#', '')}`}
          disabled={gone}
          onClick={onJump}
        />
        <span className="cms-note__author">
          {note.author_name}
          {note.author_kind === 'listener' && <span className="cms-note__kind">Listener</span>}
        </span>
        {note.at_s !== null && <span className="cms-note__at">{atLabel(note.at_s)}</span>}
        {note.resolved && <span className="cms-note__at">Resolved</span>}
      </div>
      <p className="cms-note__text">{note.text}</p>
      {note.outdated && (
        <p className="cms-note__outdated">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
          {gone ? NOTES_TEXTS.removed : NOTES_TEXTS.outdated} (draft {note.draft_number}): “
          {speakerOf(note.quote.actor)}: {note.quote.dialog}”
        </p>
      )}
      <div className="cms-note__actions">
        <Button
          type="button"
          label="Edit"
          icon="pi pi-pencil"
          text
          size="small"
          aria-label={`Edit note by ${note.author_name} on ${line}`}
          onClick={onEdit}
        />
        <Button
          type="button"
          label="Delete"
          icon="pi pi-trash"
          text
          size="small"
          severity="danger"
          aria-label={`Delete note by ${note.author_name} on ${line}`}
          loading={busy}
          onClick={onDelete}
        />
      </div>
    </li>
  );
};
