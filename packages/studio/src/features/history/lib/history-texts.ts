/** "Process History" and §8 "Documents", word for word where the spec has the words. */
export const HISTORY_TEXTS = {
  title: 'Process History',
  lead: 'Every script you have uploaded, newest first. Resume one where you left it.',
  loading: 'Loading your scripts…',
  fetchFailed: 'Failed to fetch process list',
  deleteFailed: 'Failed to delete process. Please try again.',
  tryAgain: 'Try Again',
  emptyTitle: 'No scripts yet',
  emptyLead: 'Upload a screenplay and it will be listed here.',
  emptyLink: 'Upload a Script',
  uploadNew: 'Upload New',
  deleteHeader: 'Delete this script?',
  deleteAccept: 'Delete',
  deleteReject: 'Cancel',
  playFailed: 'This table read could not be played. Please try again.',
  noAudio: 'No audio has been generated for this script yet.',
  errorTitle: 'We could not resume this script',
  errorLead: 'Looking up where this script left off failed. It may have been deleted.',
  errorRetryFailed: 'Still no answer. Please try again in a moment.',
  backToHistory: 'Back to History',
} as const;

export const deleteMessage = (title: string) =>
  `“${title}” and everything made from it (scenes, voices, audio) will be deleted. This cannot be undone.`;
export const deletedMessage = (title: string) => `“${title}” was deleted.`;

/** The toggle under a script's newest draft. */
export const earlierDraftsLabel = (count: number, expanded: boolean) =>
  `${expanded ? 'Hide' : 'Show'} ${count} earlier ${count === 1 ? 'draft' : 'drafts'}`;
export const draftLabel = (number: number) => `Draft ${number}`;

/** A later draft uploaded and left before processing, listed under the script's row. */
export const UNPROCESSED_TEXTS = {
  note: 'Not processed',
  continue: 'Continue',
  discard: 'Discard',
  discardHeader: 'Discard this draft?',
  discardAccept: 'Discard',
  discardReject: 'Keep draft',
  discardFailed: 'Failed to discard the draft. Please try again.',
} as const;

export const unprocessedName = (title: string, number: number) =>
  `${title} (${draftLabel(number)}, not processed)`;
export const discardMessage = (title: string, number: number) =>
  `${draftLabel(number)} of “${title}” and its uploaded file will be deleted. The earlier drafts stay as they are.`;
export const discardedMessage = (title: string, number: number) =>
  `${draftLabel(number)} of “${title}” was discarded.`;
