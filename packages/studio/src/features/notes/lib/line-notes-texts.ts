/** The words of notes shown in place under their line (the spec has none for them). */
export const LINE_NOTES_TEXTS = {
  notesOf: 'Notes on this line',
  replyLabel: 'Reply',
  replyFailed: 'The reply could not be sent. Please try again.',
  resolveFailed: 'The note could not be updated. Please try again.',
  resolved: 'Resolved',
  listener: 'Listener',
} as const;

/** The marker's name: "1 note", "2 notes". */
export const notesCount = (count: number) => (count === 1 ? '1 note' : `${count} notes`);
