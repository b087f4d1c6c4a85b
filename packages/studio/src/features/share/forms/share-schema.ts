import { SHARE_LIMITS, SHARE_MESSAGES } from '@castmyscript/api/contract';
import * as yup from 'yup';

/** A link lasts 1–90 days (14 unless chosen); the download is off unless allowed. */
export const shareSchema = yup.object({
  expires_in_days: yup
    .number()
    .typeError(SHARE_MESSAGES.expiresRange)
    .required(SHARE_MESSAGES.expiresRange)
    .integer(SHARE_MESSAGES.expiresRange)
    .min(SHARE_LIMITS.expiresMinDays, SHARE_MESSAGES.expiresRange)
    .max(SHARE_LIMITS.expiresMaxDays, SHARE_MESSAGES.expiresRange),
  allow_download: yup.boolean().required(),
});

export type ShareValues = { expires_in_days: number | ''; allow_download: boolean };

export const SHARE_DEFAULTS: ShareValues = {
  expires_in_days: SHARE_LIMITS.expiresDefaultDays,
  allow_download: false,
};
