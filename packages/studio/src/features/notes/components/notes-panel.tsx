import { errorMessage } from '@castmyscript/api';
import { Button } from 'primereact/button';
import { useState } from 'react';

import { Notice } from '../../../shared/components/notice';
import { NoteForm } from '../forms/note-form';
import { useNotes } from '../hooks/use-notes';
import { jumpTo, type NoteLine } from '../lib/note-lines';
import { NOTES_TEXTS } from '../lib/notes-texts';
import { NoteItem } from './note-item';

import './notes.css';

export type NotesPanelProps = {
  documentId: string;
  lines: NoteLine[];
  /** The line a new note starts on (the one playing), else the first. */
  currentId?: string | null;
  /** The element id of a line on the screen composing the panel. */
  anchor: (lineId: string) => string;
};

/** Every note of the script in one panel, filtered by author; a note jumps to its line. */
export const NotesPanel = ({ documentId, lines, currentId, anchor }: NotesPanelProps) => {
  const notes = useNotes(documentId);
  const [author, setAuthor] = useState('');
  const [form, setForm] = useState<'add' | string | null>(null);
  const all = notes.query.data ?? [];
  const authors = [...new Set(all.map((note) => note.author_name))].sort();
  const shown = author ? all.filter((note) => note.author_name === author) : all;
  const firstLine = currentId ?? lines[0]?.scene_id ?? '';

  return (
    <section className="cms-notes" aria-labelledby="notes-title">
      <header className="cms-notes__header">
        <h2 id="notes-title">
          {NOTES_TEXTS.title}
          {all.length > 0 && <span className="cms-notes__count"> ({all.length})</span>}
        </h2>
        {authors.length > 1 && (
          <label className="cms-notes__filter">
            Author
            <select
              className="cms-select"
              value={author}
              onChange={(event) => setAuthor(event.target.value)}
            >
              <option value="">{NOTES_TEXTS.allAuthors}</option>
              {authors.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
        )}
        {form !== 'add' && lines.length > 0 && (
          <Button
            type="button"
            label="Add note"
            icon="pi pi-plus"
            size="small"
            outlined
            onClick={() => setForm('add')}
          />
        )}
      </header>
      <p className="cms-notes__lead">{NOTES_TEXTS.lead}</p>
      {notes.problem && <Notice tone="error">{notes.problem}</Notice>}
      {form === 'add' && (
        <NoteForm
          lines={lines}
          initial={{ scene_id: firstLine, text: '', at_s: '' }}
          submitLabel="Add note"
          saving={notes.saving}
          onCancel={() => setForm(null)}
          onSubmit={async (body) => (await notes.add(body)) && setForm(null)}
        />
      )}
      {notes.query.isLoading && <p role="status">{NOTES_TEXTS.loading}</p>}
      {notes.query.isError && !notes.query.data && (
        <div className="cms-studio-error">
          <Notice tone="error">{errorMessage(notes.query.error, NOTES_TEXTS.loadFailed)}</Notice>
          <Button
            type="button"
            label="Try Again"
            icon="pi pi-refresh"
            onClick={notes.query.refetch}
          />
        </div>
      )}
      {notes.query.isSuccess && all.length === 0 && (
        <p className="cms-notes__empty">{NOTES_TEXTS.empty}</p>
      )}
      {shown.length > 0 && (
        <ul className="cms-notes__list" aria-label="Notes on lines">
          {shown.map((note) =>
            form === note._id ? (
              <li key={note._id} className="cms-note">
                <NoteForm
                  initial={{ scene_id: note.scene_id ?? '', text: note.text, at_s: '' }}
                  submitLabel="Save note"
                  saving={notes.saving}
                  onCancel={() => setForm(null)}
                  onSubmit={async ({ text }) => (await notes.edit(note._id, text)) && setForm(null)}
                />
              </li>
            ) : (
              <NoteItem
                key={note._id}
                note={note}
                busy={notes.deleting === note._id}
                onJump={() => note.scene_id && jumpTo(anchor(note.scene_id))}
                onEdit={() => setForm(note._id)}
                onDelete={() => void notes.remove(note._id)}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
};
