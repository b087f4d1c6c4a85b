import { READ_LIMITS } from '@castmyscript/api/contract';
import * as yup from 'yup';

export type PronunciationValues = { term: string; say_as: string };

/** The add form: both fields, within the server's limits, and a term not listed yet. */
export const pronunciationSchema = (listed: string[]) =>
  yup.object({
    term: yup
      .string()
      .trim()
      .required('Enter the word as it is written')
      .max(READ_LIMITS.termMax, `At most ${READ_LIMITS.termMax} characters`)
      .test('unique', 'This word is already in the list', (value) =>
        listed.every((t) => t.toLowerCase() !== (value ?? '').trim().toLowerCase()),
      ),
    say_as: yup
      .string()
      .trim()
      .required('Enter how it should sound')
      .max(READ_LIMITS.sayAsMax, `At most ${READ_LIMITS.sayAsMax} characters`),
  });
