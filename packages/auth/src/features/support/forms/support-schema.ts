import * as yup from 'yup';

import { MESSAGES } from '../../../shared/lib/messages';
import { emailRule } from '../../../shared/lib/yup-fields';

/** Name, email, subject and message are required; phone is optional. */
export const supportSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.fieldRequired),
  email: emailRule(),
  phone: yup.string().trim(),
  subject: yup.string().trim().required(MESSAGES.fieldRequired),
  message: yup.string().trim().required(MESSAGES.fieldRequired),
});
export type SupportValues = yup.InferType<typeof supportSchema>;

export const SUPPORT_EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };
export const REQUIRED_FIELDS = ['name', 'email', 'subject', 'message'] as const;
