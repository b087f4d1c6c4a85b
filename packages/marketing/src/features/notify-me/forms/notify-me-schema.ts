import { EMAIL_PATTERN, MESSAGES } from '@castmyscript/api/contract';
import * as yup from 'yup';

/** The email rule of every form but the contact form. */
export const notifyMeSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(MESSAGES.emailRequired)
    .matches(EMAIL_PATTERN, MESSAGES.emailInvalid),
});

export type NotifyMeValues = yup.InferType<typeof notifyMeSchema>;
