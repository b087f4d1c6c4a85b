import { NOTE_MESSAGES, SHARE_MESSAGES } from '@castmyscript/api/contract';

/** The listen page's words; the API's where it has them. */
export const LISTEN_TEXTS = {
  loading: 'Loading the table read…',
  goneTitle: 'Link no longer valid',
  gone: `${SHARE_MESSAGES.notValid} It has expired or the writer has revoked it: ask them for a new link.`,
  failed: 'The table read could not be loaded. Please try again.',
  empty: 'This script has no lines to listen to yet.',
  lead: 'A table read shared with you. Listen, jump to a scene, and leave the writer a note on any line.',
  noAudio: 'No audio for this line',
  yourLine: 'Your line',
  noteSent: 'Your note was sent to the writer.',
  noteFailed: 'Your note could not be sent. Please try again.',
  rateLimited: NOTE_MESSAGES.tooMany,
  downloadFailed: 'The download could not be started. Please try again.',
} as const;
