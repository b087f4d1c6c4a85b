import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query/react';

import type { Envelope } from './contract/envelope';
import { isPublicPath, REFRESH_PATH, sendsSession } from './public-endpoints';
import { createSingleFlight } from './session/mutex';
import { sessionExpired } from './session/session-events';
import { tokenStorage } from './session/token-storage';

/** Every request also sends the header that skips a tunnel service's browser warning. */
export const TUNNEL_HEADER = 'ngrok-skip-browser-warning';

export const MISSING_REFRESH_TOKEN = 'Missing refresh token';
export const REFRESH_FAILED = 'Failed to refresh access token';

let apiBaseUrl = '/api/v1/';
/** Lets a remote running against a deployed shell, or a test, point the slice elsewhere. */
export const setApiBaseUrl = (url: string) => {
  apiBaseUrl = url.endsWith('/') ? url : `${url}/`;
};
export const getApiBaseUrl = () => apiBaseUrl;

const rawBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = (args, api, extra) =>
  fetchBaseQuery({
    baseUrl: apiBaseUrl,
    prepareHeaders(headers) {
      headers.set(TUNNEL_HEADER, 'true');
      const url = typeof args === 'string' ? args : args.url;
      const token = tokenStorage.getAccessToken();
      if (token && sendsSession(url) && !headers.has('authorization')) {
        headers.set('authorization', `Bearer ${token}`);
      }
      return headers;
    },
  })(args, api, extra);

/** What endpoints get besides the data: the envelope's `message`, for the few screens that show it. */
export type ApiMeta = FetchBaseQueryMeta & { message?: string };

/** An object with the envelope's `status` or `data` (anything else passes as it is). */
const isEnvelope = (body: unknown): body is Envelope<unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { status } = body as { status?: unknown };
  return status === 'success' || status === 'error' || 'data' in body;
};

/**
 * Endpoints read the envelope's `data`, so it is unwrapped here, once. Errors
 * keep the whole envelope: their `message` is what the screens show.
 */
const unwrapEnvelope = (
  result: QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>,
): QueryReturnValue<unknown, FetchBaseQueryError, ApiMeta> => {
  if (result.error || !isEnvelope(result.data)) return result;
  const { data, message } = result.data;
  // RTK Query takes undefined data for a broken answer; the server sends `data: null` for none.
  return { data: data ?? null, meta: result.meta && { ...result.meta, message } };
};

type RefreshAnswer = { data?: { access_token?: string; refresh_token?: string } };

const refreshFlight = createSingleFlight<string>();

/** One refresh for everyone waiting; resolves to the new access token or rejects with a reason. */
const refreshAccessToken = (api: Parameters<typeof rawBaseQuery>[1], extra: object) =>
  refreshFlight.run(async () => {
    const refreshToken = tokenStorage.getRefreshToken();
    if (!refreshToken) throw new Error(MISSING_REFRESH_TOKEN);
    // The raw answer: this call goes around the unwrapping of baseQueryWithReauth.
    const result = await rawBaseQuery(
      { url: REFRESH_PATH, method: 'POST', headers: { authorization: `Bearer ${refreshToken}` } },
      api,
      extra,
    );
    const tokens = (result.data as RefreshAnswer | undefined)?.data;
    if (result.error || !tokens?.access_token) throw new Error(REFRESH_FAILED);
    tokenStorage.setTokens({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
    });
    return tokens.access_token;
  });

/**
 * A 401 is retried once after a token refresh; if the refresh fails the
 * session is cleared and `sessionExpired` tells the shell to toast and redirect.
 */
export const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  ApiMeta
> = async (args, api, extra) => {
  const url = typeof args === 'string' ? args : args.url;
  const sentToken = tokenStorage.getAccessToken();
  let result = await rawBaseQuery(args, api, extra);
  if (result.error?.status !== 401 || isPublicPath(url) || url.includes(REFRESH_PATH))
    return unwrapEnvelope(result);

  try {
    // Another request may already have refreshed while this one was in flight.
    const current = tokenStorage.getAccessToken();
    if (!current || current === sentToken) await refreshAccessToken(api, extra ?? {});
  } catch (error) {
    const wasSignedIn =
      tokenStorage.getAccessToken() !== null || tokenStorage.getRefreshToken() !== null;
    tokenStorage.clear();
    if (wasSignedIn) api.dispatch(sessionExpired({ reason: (error as Error).message }));
    return result;
  }
  result = await rawBaseQuery(args, api, extra);
  return unwrapEnvelope(result);
};
