import { NOTE_LIMITS, NOTE_MESSAGES } from '@castmyscript/api/contract';

export type ListenerNoteValues = { author_name: string; text: string };

/**
 * The listener's form is checked by hand, not with yup: the listen page is outside the app frame
 * and its first load is held to 250 KB, and two fields do not need 20 KB of form libraries. The
 * limits and words are the API's, so both sides say the same.
 */
export function checkListenerNote(values: ListenerNoteValues) {
  const errors: Partial<Record<keyof ListenerNoteValues, string>> = {};
  const name = values.author_name.trim();
  const text = values.text.trim();
  if (!name) errors.author_name = NOTE_MESSAGES.authorRequired;
  else if (name.length > NOTE_LIMITS.authorNameMax)
    errors.author_name = NOTE_MESSAGES.authorTooLong;
  if (!text) errors.text = NOTE_MESSAGES.textRequired;
  else if (text.length > NOTE_LIMITS.textMax) errors.text = NOTE_MESSAGES.textTooLong;
  return errors;
}

export const NAME_MAX = NOTE_LIMITS.authorNameMax;
