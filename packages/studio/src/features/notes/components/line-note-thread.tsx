import type { NoteData } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';
import { useState } from 'react';

import { Notice } from '../../../shared/components/notice';
import { ReplyForm } from '../forms/reply-form';
import { LINE_NOTES_TEXTS } from '../lib/line-notes-texts';
import { atLabel } from '../lib/notes-texts';

type Props = {
  note: NoteData;
  busy: boolean;
  replying: boolean;
  problem?: string;
  onReply: (text: string) => Promise<boolean>;
  onResolved: (resolved: boolean) => void;
};

/**
 * One note under its line with the writer's replies. A resolved note folds to one row that can be
 * opened again, so it stays listed without taking the line's room.
 */
export const LineNoteThread = ({ note, busy, replying, problem, onReply, onResolved }: Props) => {
  // Whether a resolved note is shown in full; a note being resolved folds at once.
  const [open, setOpen] = useState(false);
  const bodyId = `line-note-${note._id}`;
  const expanded = open || !note.resolved;
  return (
    <li className={`cms-line-note${note.resolved ? ' is-resolved' : ''}`}>
      <div className="cms-line-note__top">
        <span className="cms-line-note__author">{note.author_name}</span>
        {note.author_kind === 'listener' && (
          <span className="cms-note__kind">{LINE_NOTES_TEXTS.listener}</span>
        )}
        {note.at_s !== null && <span className="cms-note__at">{atLabel(note.at_s)}</span>}
        {note.resolved && (
          <>
            <span className="cms-line-note__resolved">
              <i className="pi pi-check-circle" aria-hidden="true" /> {LINE_NOTES_TEXTS.resolved}
            </span>
            <Button
              type="button"
              text
              size="small"
              label={expanded ? 'Hide' : 'Show'}
              aria-expanded={expanded}
              aria-controls={bodyId}
              aria-label={`${expanded ? 'Hide' : 'Show'} resolved note by ${note.author_name}`}
              onClick={() => setOpen(!expanded)}
            />
          </>
        )}
      </div>
      {!expanded && <p className="cms-line-note__folded">{note.text}</p>}
      {expanded && (
        <div id={bodyId}>
          <p className="cms-note__text">{note.text}</p>
          {note.replies.length > 0 && (
            <ul className="cms-line-note__replies" aria-label={`Replies to ${note.author_name}`}>
              {note.replies.map((reply) => (
                <li key={reply._id}>
                  <span className="cms-line-note__author">{reply.author_name}</span>{' '}
                  <span className="cms-line-note__reply-text">{reply.text}</span>
                </li>
              ))}
            </ul>
          )}
          {problem && <Notice tone="error">{problem}</Notice>}
          <div className="cms-line-note__actions">
            {!note.resolved && (
              <ReplyForm
                noteId={note._id}
                to={note.author_name}
                saving={replying}
                onSubmit={onReply}
              />
            )}
            <Button
              type="button"
              size="small"
              outlined
              icon={note.resolved ? 'pi pi-replay' : 'pi pi-check'}
              label={note.resolved ? 'Reopen' : 'Resolve'}
              aria-label={`${note.resolved ? 'Reopen' : 'Resolve'} note by ${note.author_name}`}
              loading={busy}
              onClick={() => {
                setOpen(false);
                onResolved(!note.resolved);
              }}
            />
          </div>
        </div>
      )}
    </li>
  );
};
