import { NOTE_MESSAGES, type NoteData } from '@castmyscript/api/contract';

import { post, RELAXED_LIMITS, type Session, signedInUser, uniqueEmail } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import { call, lineIds, notesOf, share, voicedScript } from './helpers';

/**
 * Replies and resolving on either stack: the writer answers a note under it and resolves or
 * reopens it; a resolved note stays listed; another user's note is 404; text is 1–2000.
 */
let t: TestApp;
let s: Session;
let doc: string;
let ids: string[];
let token: string;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, 'test-pack:threads');
  doc = await voicedScript(t, s, 3);
  ids = await lineIds(t, s, doc);
  token = (await share(t, s, doc)).body.data.token;
});
afterAll(() => t.close());

const listenerNote = async (text: string) => {
  const res = await post(t, `shared/${token}/notes`, {
    scene_id: ids[1],
    text,
    author_name: 'Pat',
  });
  return res.body.data as NoteData;
};
const reply = (noteId: string, body: unknown, who = s) =>
  post(t, `notes/${noteId}/replies`, body, who.access);

it("the writer replies under a listener's note; the list carries the replies, oldest first", async () => {
  const note = await listenerNote('Too fast.');
  expect(note).toMatchObject({ resolved: false, resolved_at: null, replies: [] });
  const first = await reply(note._id, { text: '  Slowed it down.  ' });
  expect(first.status).toBe(201);
  expect(first.body.message).toBe(NOTE_MESSAGES.replied);
  expect(first.body.data).toMatchObject({ text: 'Slowed it down.', author_name: 'Ada Writer' });
  await reply(note._id, { text: 'And again.' });
  const listed = (await notesOf(t, s, doc)).find((n) => n._id === note._id)!;
  expect(listed.replies.map((r) => r.text)).toEqual(['Slowed it down.', 'And again.']);
});

it('resolves and reopens a note; a resolved note stays listed', async () => {
  const note = await listenerNote('Louder.');
  const resolved = await call(t, 'PATCH', `notes/${note._id}`, s.access, { resolved: true });
  expect(resolved.status).toBe(200);
  expect(resolved.body.message).toBe(NOTE_MESSAGES.resolved);
  expect(resolved.body.data).toMatchObject({ resolved: true, text: 'Louder.' });
  expect(typeof resolved.body.data.resolved_at).toBe('string');
  const listed = (await notesOf(t, s, doc)).find((n) => n._id === note._id);
  expect(listed).toMatchObject({ resolved: true });
  const reopened = await call(t, 'PATCH', `notes/${note._id}`, s.access, { resolved: false });
  expect(reopened.body.message).toBe(NOTE_MESSAGES.reopened);
  expect(reopened.body.data).toMatchObject({ resolved: false, resolved_at: null });
});

it('refuses bad bodies naming the field, and answers 404 for another user’s note', async () => {
  const note = await listenerNote('Hm.');
  const cases: [unknown, string][] = [
    [{ text: '' }, NOTE_MESSAGES.textRequired],
    [{ text: '   ' }, NOTE_MESSAGES.textRequired],
    [{}, NOTE_MESSAGES.textRequired],
    [{ text: 'x'.repeat(2001) }, NOTE_MESSAGES.textTooLong],
  ];
  for (const [body, message] of cases) {
    const res = await reply(note._id, body);
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(JSON.stringify(res.body)).toContain('text');
  }
  expect((await reply(note._id, { text: 'x'.repeat(2000) })).status).toBe(201);
  const bad = await call(t, 'PATCH', `notes/${note._id}`, s.access, { resolved: 'yes' });
  expect([bad.status, bad.body.message]).toEqual([400, NOTE_MESSAGES.resolvedInvalid]);
  const none = await call(t, 'PATCH', `notes/${note._id}`, s.access, {});
  expect([none.status, none.body.message]).toEqual([400, NOTE_MESSAGES.textRequired]);

  const other = await signedInUser(t, uniqueEmail('eve'));
  const foreign = await reply(note._id, { text: 'Mine now.' }, other);
  expect([foreign.status, foreign.body.message]).toEqual([404, NOTE_MESSAGES.notFound]);
  const resolve = await call(t, 'PATCH', `notes/${note._id}`, other.access, { resolved: true });
  expect(resolve.status).toBe(404);
  expect((await reply('not-a-uuid', { text: 'Hi.' })).status).toBe(404);
  expect((await notesOf(t, s, doc)).find((n) => n._id === note._id)?.resolved).toBe(false);
});
