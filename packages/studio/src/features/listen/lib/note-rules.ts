/** Issue 21 abuse limits, checked before sending so a listener hears about them at once. */
export const NOTE_LIMITS = { nameMax: 60, textMax: 2000 } as const;

export type ListenerNoteValues = { author_name: string; text: string };

/**
 * The listener's form is checked by hand, not with yup: the listen page is outside the app frame
 * and its first load is held to 250 KB, and two fields do not need 20 KB of form libraries.
 */
export function checkListenerNote(values: ListenerNoteValues) {
  const errors: Partial<Record<keyof ListenerNoteValues, string>> = {};
  const name = values.author_name.trim();
  const text = values.text.trim();
  if (!name) errors.author_name = 'Enter your name.';
  else if (name.length > NOTE_LIMITS.nameMax)
    errors.author_name = `A name is at most ${NOTE_LIMITS.nameMax} characters.`;
  if (!text) errors.text = 'Write your note.';
  else if (text.length > NOTE_LIMITS.textMax)
    errors.text = `A note is at most ${NOTE_LIMITS.textMax} characters.`;
  return errors;
}
