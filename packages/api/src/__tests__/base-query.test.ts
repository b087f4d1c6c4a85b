import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

import { api } from '../api';
import { REFRESH_FAILED, MISSING_REFRESH_TOKEN, setApiBaseUrl, TUNNEL_HEADER } from '../base-query';
import { createStore } from '../store/create-store';
import { STORAGE_KEYS, tokenStorage } from '../session/token-storage';

const BASE = 'http://localhost/api/v1';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeMe: build.query<{ who: string }, string>({ query: (tag) => `users/me?tag=${tag}` }),
    probeLogin: build.mutation<unknown, void>({
      query: () => ({ url: 'auth/login', method: 'POST', body: {} }),
    }),
    probeShared: build.query<unknown, string>({ query: (token) => `shared/${token}` }),
    probeContact: build.mutation<unknown, void>({
      query: () => ({ url: 'users/contact-us', method: 'POST', body: {} }),
    }),
    probeAnswer: build.query<{ data: unknown; message?: string }, string>({
      query: (path) => path,
      transformResponse: (data: unknown, meta) => ({ data, message: meta?.message }),
    }),
  }),
});

const server = setupServer();
let refreshCalls = 0;
let seenAuth: Array<string | null> = [];

/** users/me accepts only the token named `valid`; refresh hands out `valid` once per call. */
const useRoutes = ({ refreshOk = true }: { refreshOk?: boolean } = {}) =>
  server.use(
    http.get(`${BASE}/users/me`, ({ request }) => {
      seenAuth.push(request.headers.get('authorization'));
      if (request.headers.get('authorization') !== 'Bearer valid') {
        return HttpResponse.json({ status: 'error', message: 'Unauthorized' }, { status: 401 });
      }
      return HttpResponse.json({ status: 'success', data: { who: 'me' } });
    }),
    http.post(`${BASE}/auth/refresh-token`, async ({ request }) => {
      refreshCalls += 1;
      // Give concurrent 401s time to pile up behind the one refresh in flight.
      await new Promise((r) => setTimeout(r, 30));
      if (!refreshOk || request.headers.get('authorization') !== 'Bearer refresh-1') {
        return HttpResponse.json({ status: 'error', message: 'no' }, { status: 401 });
      }
      return HttpResponse.json({
        status: 'success',
        data: { access_token: 'valid', refresh_token: 'refresh-2' },
      });
    }),
    http.post(`${BASE}/auth/login`, ({ request }) => {
      seenAuth.push(request.headers.get('authorization'));
      return HttpResponse.json({ status: 'success', data: {} });
    }),
  );

beforeAll(() => {
  setApiBaseUrl(BASE);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  refreshCalls = 0;
  seenAuth = [];
});
afterEach(() => server.resetHandlers());

const signIn = (access: string) =>
  tokenStorage.startSession({ access_token: access, refresh_token: 'refresh-1' }, 'a@b.co');

test('sends the bearer token and the tunnel header on protected calls', async () => {
  useRoutes();
  signIn('valid');
  let tunnel: string | null = null;
  server.events.on('request:start', ({ request }) => {
    tunnel = request.headers.get(TUNNEL_HEADER);
  });
  const store = createStore();
  const result = await store.dispatch(probe.endpoints.probeMe.initiate('a'));
  expect(result.data).toEqual({ who: 'me' });
  expect(seenAuth).toEqual(['Bearer valid']);
  expect(tunnel).toBe('true');
  server.events.removeAllListeners();
});

test('sends no bearer token to the public auth calls', async () => {
  useRoutes();
  signIn('valid');
  const store = createStore();
  await store.dispatch(probe.endpoints.probeLogin.initiate());
  expect(seenAuth).toEqual([null]);
});

test('the contact call carries the session when signed in (the reply may quote the sender), none when not', async () => {
  useRoutes();
  const seen: Array<string | null> = [];
  server.use(
    http.post(`${BASE}/users/contact-us`, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({ status: 'success', data: null });
    }),
  );
  const store = createStore();
  await store.dispatch(probe.endpoints.probeContact.initiate());
  signIn('valid');
  await store.dispatch(probe.endpoints.probeContact.initiate());
  expect(seen).toEqual([null, 'Bearer valid']);
});

test('the listen page (shared/{token}) sends no bearer token, and its 401 starts no refresh or sign-out', async () => {
  useRoutes();
  const seen: Array<string | null> = [];
  server.use(
    http.get(`${BASE}/shared/:token`, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({ status: 'error', message: 'Unauthorized' }, { status: 401 });
    }),
  );
  signIn('stale');
  const expired = jest.fn();
  const store = createStore({ onSessionExpired: expired });
  await store.dispatch(probe.endpoints.probeShared.initiate('tok-1'));
  expect(seen).toEqual([null]);
  expect(refreshCalls).toBe(0);
  expect(expired).not.toHaveBeenCalled();
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('stale');
});

test('a 401 refreshes once, stores the rotated tokens and retries the request', async () => {
  useRoutes();
  signIn('stale');
  const store = createStore();
  const result = await store.dispatch(probe.endpoints.probeMe.initiate('b'));
  expect(result.data).toEqual({ who: 'me' });
  expect(refreshCalls).toBe(1);
  expect(seenAuth).toEqual(['Bearer stale', 'Bearer valid']);
  expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
});

test('two requests failing with 401 at once share one refresh and both succeed', async () => {
  useRoutes();
  signIn('stale');
  const store = createStore();
  const [one, two] = await Promise.all([
    store.dispatch(probe.endpoints.probeMe.initiate('c1')),
    store.dispatch(probe.endpoints.probeMe.initiate('c2')),
  ]);
  expect(refreshCalls).toBe(1);
  expect(one.data).toBeDefined();
  expect(two.data).toBeDefined();
});

test('a failed refresh clears the session and reports it once', async () => {
  useRoutes({ refreshOk: false });
  signIn('stale');
  const expired = jest.fn();
  const store = createStore({ onSessionExpired: expired });
  const [one, two] = await Promise.all([
    store.dispatch(probe.endpoints.probeMe.initiate('d1')),
    store.dispatch(probe.endpoints.probeMe.initiate('d2')),
  ]);
  // The cache is reset with the session, so neither caller gets data from it.
  expect(one.data).toBeUndefined();
  expect(two.data).toBeUndefined();
  expect(refreshCalls).toBe(1);
  expect(expired).toHaveBeenCalledTimes(1);
  expect(expired).toHaveBeenCalledWith(REFRESH_FAILED);
  for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  expect(store.getState().session.signedIn).toBe(false);
});

test('without a refresh token the reason is the missing token and no refresh is sent', async () => {
  useRoutes();
  localStorage.setItem(STORAGE_KEYS.accessToken, 'stale');
  const expired = jest.fn();
  const store = createStore({ onSessionExpired: expired });
  await store.dispatch(probe.endpoints.probeMe.initiate('e'));
  expect(refreshCalls).toBe(0);
  expect(expired).toHaveBeenCalledWith(MISSING_REFRESH_TOKEN);
});

test('the retried request is not refreshed a second time', async () => {
  server.use(
    http.get(`${BASE}/users/me`, () => HttpResponse.json({ status: 'error' }, { status: 401 })),
    http.post(`${BASE}/auth/refresh-token`, () => {
      refreshCalls += 1;
      return HttpResponse.json({
        status: 'success',
        data: { access_token: `new-${refreshCalls}` },
      });
    }),
  );
  signIn('stale');
  const store = createStore();
  const result = await store.dispatch(probe.endpoints.probeMe.initiate('f'));
  expect(result.error).toMatchObject({ status: 401 });
  expect(refreshCalls).toBe(1);
});

describe('the envelope', () => {
  const answer = (path: string, body: JsonBodyType, status = 200) =>
    server.use(http.get(`${BASE}/${path}`, () => HttpResponse.json(body, { status })));
  const read = (path: string) => createStore().dispatch(probe.endpoints.probeAnswer.initiate(path));

  test('endpoints get its data, and its message beside it', async () => {
    answer('one', { status: 'success', message: 'Saved.', data: { n: 1 } });
    const result = await read('one');
    expect(result.data).toEqual({ data: { n: 1 }, message: 'Saved.' });
  });

  test('one without data gives null, as the server sends for none, not the envelope', async () => {
    answer('two', { status: 'success', message: 'Done.' });
    expect((await read('two')).data).toEqual({ data: null, message: 'Done.' });
    answer('two', { status: 'success', data: null });
    expect((await read('two')).data).toEqual({ data: null });
  });

  test('an error keeps the whole envelope, so its message can be shown', async () => {
    answer('three', { status: 'error', message: 'Not yours.', data: { code: 'x' } }, 404);
    const result = await read('three');
    expect(result.error).toEqual({
      status: 404,
      data: { status: 'error', message: 'Not yours.', data: { code: 'x' } },
    });
  });

  test('an answer that is no envelope passes as it is', async () => {
    answer('four', { url: 'https://files.example/put' });
    expect((await read('four')).data).toEqual({ data: { url: 'https://files.example/put' } });
    answer('five', [1, 2]);
    expect((await read('five')).data).toEqual({ data: [1, 2] });
  });
});
