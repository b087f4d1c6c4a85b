import { EMAIL_PATTERN } from '@castmyscript/api/contract';
import * as yup from 'yup';

/** Word for word. */
export const CONTACT_MESSAGES = {
  required: 'This field is required',
  nameMin: 'The name must be at least 3 characters long!',
  phoneDigits: 'It should contain 11 digits!',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
} as const;

export const CONTACT_NAME_MIN = 3;
export const CONTACT_PHONE_DIGITS = 11;

const PHONE_CHARACTERS = /^[\d\s()+.-]+$/;

export const contactSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(CONTACT_MESSAGES.required)
    .min(CONTACT_NAME_MIN, CONTACT_MESSAGES.nameMin),
  phone: yup
    .string()
    .trim()
    .required(CONTACT_MESSAGES.required)
    .test(
      'digits',
      CONTACT_MESSAGES.phoneDigits,
      (value = '') =>
        PHONE_CHARACTERS.test(value) && value.replace(/\D/g, '').length >= CONTACT_PHONE_DIGITS,
    ),
  email: yup
    .string()
    .trim()
    .required(CONTACT_MESSAGES.emailRequired)
    .matches(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid),
  message: yup.string().trim().required(CONTACT_MESSAGES.required),
});

export type ContactValues = yup.InferType<typeof contactSchema>;

export const EMPTY_CONTACT: ContactValues = { name: '', phone: '', email: '', message: '' };
