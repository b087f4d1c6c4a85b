import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage } from '@castmyscript/api';

import { isNoResponse } from '../../../shared/lib/auth-error';
import { NOTICES } from '../../../shared/lib/messages';

type AnyError = FetchBaseQueryError | SerializedError | undefined;

/** The server's message, else the form's own fallback; no answer at all is unexpected. */
export const profileErrorMessage = (error: AnyError, fallback: string) =>
  isNoResponse(error) ? NOTICES.profileUnexpected : errorMessage(error, fallback);
