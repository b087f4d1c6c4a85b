import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { isNetworkError, serverMessageOf } from './api-error';
import { UI_MESSAGES } from './billing-messages';

type Step = 'preview' | 'update';

/**
 * What a failed plan change says: no answer at all is a connection problem; otherwise the spec's
 * words (§8) for the step, followed by the server's reason when it gave one ("This is already
 * your current plan.", "You have no active subscription.").
 */
export const planChangeError = (
  step: Step,
  error: FetchBaseQueryError | SerializedError | undefined,
): string => {
  if (isNetworkError(error)) return UI_MESSAGES.noConnection;
  const base = step === 'preview' ? UI_MESSAGES.prorationFailed : UI_MESSAGES.updateFailed;
  const reason = serverMessageOf(error);
  return reason ? `${base} ${reason}` : base;
};
