import * as yup from 'yup';

import { emailRule } from '../../../shared/lib/yup-fields';

/** One email field. */
export const forgotPasswordSchema = yup.object({ email: emailRule() });
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
