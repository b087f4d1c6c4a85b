/** The listen page's words (issue 21; the spec has none for it). */
export const LISTEN_TEXTS = {
  loading: 'Loading the table read…',
  gone: 'This link is no longer valid. It has expired or the writer has revoked it — ask them for a new link.',
  goneTitle: 'Link no longer valid',
  failed: 'The table read could not be loaded. Please try again.',
  empty: 'This script has no lines to listen to yet.',
  lead: 'A table read shared with you. Listen, jump to a scene, and leave the writer a note on any line.',
  noAudio: 'No audio for this line',
  noteSent: 'Your note was sent to the writer.',
  noteFailed: 'Your note could not be sent. Please try again.',
  rateLimited: 'You have left too many notes on this link for now. Please try again later.',
} as const;
