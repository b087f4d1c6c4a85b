import { errorMessage } from '@castmyscript/api';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The server's own message from an error envelope, or undefined when it sent none. */
export const serverMessageOf = (error: ApiError): string | undefined =>
  errorMessage(error, '') || undefined;

/** No answer at all (offline, refused, aborted): the caller says it could not connect. */
export const isNetworkError = (error: ApiError): boolean =>
  !!error && 'status' in error && error.status === 'FETCH_ERROR';
