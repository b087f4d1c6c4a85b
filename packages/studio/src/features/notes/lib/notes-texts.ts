/** The Notes panel's words (the spec has none for it). */
export const NOTES_TEXTS = {
  title: 'Notes',
  lead: 'Notes on lines from you and from listeners of your share link.',
  loading: 'Loading notes…',
  loadFailed: 'Notes could not be loaded. Please try again.',
  empty: 'No notes yet. Add one on a line, or share the read and listeners can leave theirs.',
  noneByAuthor: 'No notes from this author.',
  saveFailed: 'The note could not be saved. Please try again.',
  deleteFailed: 'The note could not be deleted. Please try again.',
  deleteHeader: 'Delete this note?',
  deleteMessage: 'The note is removed for good.',
  outdated: 'Outdated: the line has changed since this note was left',
  removed: 'Outdated: this line is no longer in the script',
  allAuthors: 'All authors',
} as const;

/** "Line #4 · MARA" for a note's line; "No matching line" when the line is gone. */
export const lineLabel = (index: number | null) =>
  index === null ? 'No matching line' : `Line #${index + 1}`;

/** Seconds into a line, as "at 0:03". */
export const atLabel = (seconds: number) => {
  const s = Math.round(seconds);
  return `at ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
