import { z } from 'zod';

import { NOTE_AUTHOR_KINDS, NOTE_LIMITS, NOTE_MESSAGES } from './share-constants';

const noteText = z
  .string(NOTE_MESSAGES.textRequired)
  .trim()
  .min(1, NOTE_MESSAGES.textRequired)
  .max(NOTE_LIMITS.textMax, NOTE_MESSAGES.textTooLong);

const sceneId = z.string(NOTE_MESSAGES.lineNotFound).min(1, NOTE_MESSAGES.lineNotFound).max(64);

/** POST documents/{id}/notes — the writer's note on a line, optionally at a time within it. */
export const createNoteBody = z.object({
  scene_id: sceneId,
  text: noteText,
  at_s: z.number(NOTE_MESSAGES.atInvalid).min(0, NOTE_MESSAGES.atInvalid).max(86_400).optional(),
});
export type CreateNoteBody = z.infer<typeof createNoteBody>;

/**
 * PATCH notes/{noteId} — the writer edits a note's text (any author's, on their document) and/or
 * resolves or reopens it; a body with neither is refused, naming `text`.
 */
export const updateNoteBody = z
  .object({
    text: noteText.optional(),
    resolved: z.boolean(NOTE_MESSAGES.resolvedInvalid).optional(),
  })
  .refine((b) => b.text !== undefined || b.resolved !== undefined, {
    message: NOTE_MESSAGES.textRequired,
    path: ['text'],
  });
export type UpdateNoteBody = z.infer<typeof updateNoteBody>;

/** POST notes/{noteId}/replies — the writer answers a note under it. */
export const noteReplyBody = z.object({ text: noteText });
export type NoteReplyBody = z.infer<typeof noteReplyBody>;

/** POST shared/{token}/notes — a listener's note, signed with a name (no account). */
export const listenerNoteBody = z.object({
  scene_id: sceneId,
  text: noteText,
  author_name: z
    .string(NOTE_MESSAGES.authorRequired)
    .trim()
    .min(1, NOTE_MESSAGES.authorRequired)
    .max(NOTE_LIMITS.authorNameMax, NOTE_MESSAGES.authorTooLong),
  at_s: z.number(NOTE_MESSAGES.atInvalid).min(0, NOTE_MESSAGES.atInvalid).max(86_400).optional(),
});
export type ListenerNoteBody = z.infer<typeof listenerNoteBody>;

/** The writer's answer under a note. */
export const noteReplyData = z.object({
  _id: z.string(),
  text: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type NoteReplyData = z.infer<typeof noteReplyData>;

/**
 * One note as seen from the draft being viewed. A note left on an earlier draft is shown against
 * this draft's matching line (`scene_id`, `scene_index` of this draft); `outdated` when that line
 * reads differently now from when the note was left, or no line matches any more (then
 * `scene_id` and `scene_index` are null). `quote` is the line as the note's author heard it.
 */
export const noteData = z.object({
  _id: z.string(),
  document_id: z.string(),
  scene_id: z.string().nullable(),
  scene_index: z.number().int().nullable(),
  text: z.string(),
  at_s: z.number().nullable(),
  author_name: z.string(),
  author_kind: z.enum(NOTE_AUTHOR_KINDS),
  outdated: z.boolean(),
  /** The draft number the note was left on. */
  draft_number: z.number().int(),
  quote: z.object({ actor: z.string(), dialog: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  /** Resolved notes stay listed; the studio folds them. */
  resolved: z.boolean(),
  resolved_at: z.string().nullable(),
  replies: z.array(noteReplyData),
});
export type NoteData = z.infer<typeof noteData>;

/** GET documents/{id}/notes — ordered by scene_index (unmatched last), then oldest first. */
export const notesData = z.object({ notes: z.array(noteData) });
export type NotesData = z.infer<typeof notesData>;
