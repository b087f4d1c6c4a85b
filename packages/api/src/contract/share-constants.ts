/**
 * Review and share: limits and messages of share links and notes, apart from the zod
 * schemas so screens that only need them do not load zod.
 */
export const SHARE_LIMITS = {
  expiresMinDays: 1,
  expiresMaxDays: 90,
  expiresDefaultDays: 14,
} as const;

export const NOTE_LIMITS = {
  textMax: 2000,
  authorNameMax: 60,
  /** Listener notes per link and client (IP) in one hour. */
  listenerPerHour: 30,
} as const;

export const NOTE_AUTHOR_KINDS = ['writer', 'listener'] as const;
export type NoteAuthorKind = (typeof NOTE_AUTHOR_KINDS)[number];

export const SHARE_MESSAGES = {
  expiresRange: 'A link can last from 1 to 90 days.',
  /** Every shared route for an unknown, expired or revoked link (the page says so). */
  notValid: 'This link is no longer valid.',
  noDownload: 'This link does not allow downloading.',
  created: 'Share link ready.',
  revoked: 'Share link revoked.',
} as const;

export const NOTE_MESSAGES = {
  textRequired: 'Write a note.',
  textTooLong: 'A note can be at most 2000 characters.',
  authorRequired: 'Enter your name.',
  authorTooLong: 'A name can be at most 60 characters.',
  atInvalid: 'The time within the line must be a number of seconds, 0 or more.',
  lineNotFound: 'That line is not in this script.',
  notFound: 'Note not found.',
  tooMany: 'Too many notes from this link. Please try again in a while.',
  added: 'Note added.',
  saved: 'Note saved.',
  resolvedInvalid: 'Resolved must be true or false.',
  resolved: 'Note resolved.',
  reopened: 'Note reopened.',
  replied: 'Reply added.',
} as const;
