// @scaled-too: storage (an S3 bucket and its presigned URLs), and the version query on PostgreSQL
import { SHARE_URL_TTL_S } from '../../src/services/sharing/share-fns';
import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import { send } from '../audio/helpers';
import { revoke, share, shared, voicedScript } from './helpers';

/**
 * A shared read sent to a whole crew is made once and served again while the read is unchanged: the
 * same answer with its ETag, a 304 to a browser that has it, and a new answer the
 * moment a line, a take or the link changes. Validity is never kept: a revoked link is 404 at once.
 */
let clock = Date.now();
let t: TestApp;
let s: Session;
let doc: string;
let token: string;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 100, 'test-pack:shared-cache');
  doc = await voicedScript(t, s, 4);
  token = (await share(t, s, doc)).body.data.token;
});
afterAll(() => t.close());

const conditional = (etag: string) =>
  t.http(`/api/v1/shared/${token}`, { headers: { 'if-none-match': etag } });

it('serves an unchanged read again with its ETag, and a 304 to a browser that has it', async () => {
  const first = await shared(t, token);
  clock += 30_000;
  const again = await shared(t, token);
  expect(again.status).toBe(200);
  expect(again.headers.get('cache-control')).toBe('private, no-cache');
  expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  // The same answer, URLs included: it was not made again half a minute later.
  expect(again.body.data).toEqual(first.body.data);
  const kept = await conditional(first.headers.get('etag')!);
  expect(kept.status).toBe(304);
  expect(await kept.text()).toBe('');
});

it('is made again after a minute, so the URLs handed out keep most of their life', async () => {
  const before = await shared(t, token);
  clock += 61_000;
  const after = await shared(t, token);
  expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  // Made now: its URLs live the whole 15 minutes from now.
  expect(Date.parse(after.body.data.urls_expire_at)).toBe(clock + SHARE_URL_TTL_S * 1000);
  expect(Date.parse(before.body.data.urls_expire_at)).toBeLessThan(clock + SHARE_URL_TTL_S * 1000);
  expect((await conditional(before.headers.get('etag')!)).status).toBe(200);
});

it("shows a line's new words and a new take at once", async () => {
  const before = await shared(t, token);
  const line = before.body.data.lines[1];
  const words = encodeURIComponent('The tide came in early tonight.');
  expect(
    (await send(t, 'PUT', `scenes/${line._id}/update-text?scene_text=${words}`, s.access)).status,
  ).toBe(200);
  const edited = await shared(t, token);
  expect(edited.headers.get('etag')).not.toBe(before.headers.get('etag'));
  expect(edited.body.data.lines[1].dialog).toBe('The tide came in early tonight.');
  expect(edited.body.data.lines[1].audio_url).toBeNull();
  const other = edited.body.data.lines[2];
  const take = await post(t, `scenes/document/${doc}/retake/${other._id}`, { pitch: -4 }, s.access);
  expect(take.status).toBe(200);
  const retaken = await shared(t, token);
  expect(retaken.body.data.lines[2].audio_url).not.toBe(other.audio_url);
  expect(retaken.headers.get('etag')).not.toBe(edited.headers.get('etag'));
});

it('answers many listeners at once with one answer', async () => {
  clock += 61_000;
  // Making the answer is held for a moment, so the twenty are all waiting while it is made.
  const urls = t.deps.audio.urls.bind(t.deps.audio);
  const made = jest.spyOn(t.deps.audio, 'urls').mockImplementation(async (...args) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return urls(...args);
  });
  const answers = await Promise.all(Array.from({ length: 20 }, () => shared(t, token)));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
  // Every line's URL signed once for the twenty, not twenty times.
  expect(made).toHaveBeenCalledTimes(1);
  made.mockRestore();
});

it('answers 404 the moment the link is revoked, though its answer is kept', async () => {
  const kept = await shared(t, token);
  expect(kept.status).toBe(200);
  expect((await revoke(t, s, doc)).status).toBe(204);
  expect((await shared(t, token)).status).toBe(404);
  expect((await conditional(kept.headers.get('etag')!)).status).toBe(404);
  expect((await get(t, `shared/${token}`)).status).toBe(404);
});
