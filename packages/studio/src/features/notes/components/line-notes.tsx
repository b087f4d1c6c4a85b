import { Button } from 'primereact/button';
import { useState } from 'react';

import { useLineNotes } from '../hooks/use-line-notes';
import { LINE_NOTES_TEXTS, notesCount } from '../lib/line-notes-texts';
import { LineNoteThread } from './line-note-thread';

import './line-notes.css';

export type LineNotesProps = { documentId: string; lineId: string; line: number };

/**
 * A line's notes in place: a marker with their count when the line has any (none otherwise, so
 * lines without notes stay quiet), opening the notes under the line with reply and resolve.
 * Open notes are counted on the marker; a line whose notes are all resolved shows a check.
 */
export const LineNotes = ({ documentId, lineId, line }: LineNotesProps) => {
  const thread = useLineNotes(documentId, lineId);
  const [open, setOpen] = useState(false);
  const count = thread.notes.length;
  if (count === 0) return null;
  const unresolved = thread.notes.filter((note) => !note.resolved).length;
  const listId = `line-notes-${lineId}`;
  return (
    <div className="cms-line-notes">
      <Button
        type="button"
        size="small"
        text
        className={`cms-line-notes__marker${unresolved === 0 ? ' is-settled' : ''}`}
        icon={unresolved === 0 ? 'pi pi-check-circle' : 'pi pi-comment'}
        label={String(count)}
        aria-label={notesCount(count)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      />
      {open && (
        <ul
          id={listId}
          className="cms-line-notes__list"
          aria-label={`${LINE_NOTES_TEXTS.notesOf} ${line}`}
        >
          {thread.notes.map((note) => (
            <LineNoteThread
              key={note._id}
              note={note}
              busy={thread.busy === note._id}
              replying={thread.replying === note._id}
              problem={thread.problems[note._id]}
              onReply={(text) => thread.reply(note._id, text)}
              onResolved={(resolved) => void thread.setResolved(note._id, resolved)}
            />
          ))}
        </ul>
      )}
    </div>
  );
};
