import { DOCUMENT_TITLE_MAX, TITLE_MESSAGES } from '@castmyscript/api/contract';
import * as yup from 'yup';

/** A script's title is 1–200 characters once trimmed, as the server checks it. */
export const titleSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(TITLE_MESSAGES.blank)
    .max(DOCUMENT_TITLE_MAX, TITLE_MESSAGES.tooLong),
});

export type TitleValues = { title: string };
