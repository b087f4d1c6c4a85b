import { TAKE_LIMITS, TAKE_MESSAGES } from '@castmyscript/api/contract';
import * as yup from 'yup';

/**
 * The take form: '' is the cast voice. Messages are the server's, word for word. Formik hands
 * empty fields to the schema as undefined, so the voice and the words are not required.
 */
export type RetakeValues = { voice_id: string; speed: number; pitch: number; text: string };

export const retakeSchema = yup.object({
  voice_id: yup.string(),
  speed: yup
    .number()
    .typeError(TAKE_MESSAGES.speed)
    .required(TAKE_MESSAGES.speed)
    .min(TAKE_LIMITS.speedMin, TAKE_MESSAGES.speed)
    .max(TAKE_LIMITS.speedMax, TAKE_MESSAGES.speed),
  pitch: yup
    .number()
    .typeError(TAKE_MESSAGES.pitch)
    .required(TAKE_MESSAGES.pitch)
    .integer(TAKE_MESSAGES.pitch)
    .min(TAKE_LIMITS.pitchMin, TAKE_MESSAGES.pitch)
    .max(TAKE_LIMITS.pitchMax, TAKE_MESSAGES.pitch),
  text: yup.string(),
});
