import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage } from '@castmyscript/api';

import { NOTICES } from './messages';

type AnyError = FetchBaseQueryError | SerializedError | undefined;

/** No answer reached the browser (network down, CORS, timeout). */
export const isNoResponse = (error: AnyError) =>
  !!error &&
  'status' in error &&
  (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

/**
 * For the auth forms: the server's message, else 'Something went wrong.'; with no
 * response at all, 'An unexpected error occurred.'.
 */
export const authErrorMessage = (error: AnyError) =>
  isNoResponse(error) ? NOTICES.unexpected : errorMessage(error, NOTICES.somethingWrong);

/** The `data.code` of an error envelope, e.g. 'email_not_verified'. */
export const errorCode = (error: AnyError): string | undefined => {
  if (!error || !('status' in error)) return undefined;
  const body = error.data as { data?: { code?: unknown } } | undefined;
  return typeof body?.data?.code === 'string' ? body.data.code : undefined;
};
