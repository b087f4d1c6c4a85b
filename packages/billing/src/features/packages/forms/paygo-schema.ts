import { BILLING_MESSAGES, PAYGO_MAX_PAGES, PAYGO_MIN_PAGES } from '@castmyscript/api/contract';
import * as yup from 'yup';

/**
 * At least 5 pages ('Please enter at least 5 pages'); the maximum of 1000 and whole
 * pages are enforced too, with the same texts the server answers.
 */
export const paygoSchema = yup.object({
  pages: yup
    .number()
    .typeError(BILLING_MESSAGES.paygoMin)
    .required(BILLING_MESSAGES.paygoMin)
    .integer(BILLING_MESSAGES.pagesWhole)
    .min(PAYGO_MIN_PAGES, BILLING_MESSAGES.paygoMin)
    .max(PAYGO_MAX_PAGES, BILLING_MESSAGES.paygoMax),
});

/** Formik hands a number input's value over as a number, or '' when it is empty. */
export type PaygoValues = { pages: number | string };

/** The page count when it is one the server sells, else null (no price is shown then). */
export const validPages = (raw: number | string): number | null => {
  const pages = Number(raw);
  return String(raw).trim() !== '' && paygoSchema.isValidSync({ pages }) ? pages : null;
};
