import * as yup from 'yup';

import { MESSAGES } from '../../../shared/lib/messages';

/** Profile full name and username are required; email is read-only. */
export const personalInfoSchema = yup.object({
  fullName: yup.string().trim().required(MESSAGES.fullNameRequired),
  userName: yup.string().trim().required(MESSAGES.usernameRequired),
  email: yup.string(),
});
export type PersonalInfoValues = yup.InferType<typeof personalInfoSchema>;
