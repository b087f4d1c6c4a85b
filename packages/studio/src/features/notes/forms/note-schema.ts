import { NOTE_LIMITS, NOTE_MESSAGES } from '@castmyscript/api/contract';
import * as yup from 'yup';

/** A note's text is 1–2000 characters; the time within the line is optional, ≥ 0. */
export const noteSchema = yup.object({
  scene_id: yup.string().required(NOTE_MESSAGES.lineNotFound),
  text: yup
    .string()
    .trim()
    .required(NOTE_MESSAGES.textRequired)
    .max(NOTE_LIMITS.textMax, NOTE_MESSAGES.textTooLong),
  at_s: yup
    .number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(NOTE_MESSAGES.atInvalid)
    .min(0, NOTE_MESSAGES.atInvalid)
    .optional(),
});

export type NoteValues = { scene_id: string; text: string; at_s: number | '' };
