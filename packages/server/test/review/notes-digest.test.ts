// @scaled-too: mail (SMTP) and the queue (the digest is a pg-boss job in PostgreSQL)
import { login, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp, waitFor } from '../helpers/app';
import { readOutbox } from '../helpers/outbox';
import { userId } from '../documents/helpers';
import { fountain, manyLines, uploadDraft } from '../drafts/helpers';
import { lineIds, share, voicedScript } from './helpers';

/**
 * The writer's digest of listeners' notes, on either stack (the outbox, or SMTP to the test
 * server): the first note is mailed at once by the queued job; notes within the hour wait for
 * the next digest, which lists them; the writer's own notes are never mailed.
 */
let clock = Date.now();
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, 'test-pack:digest');
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const digests = async () =>
  (await readOutbox(t, s.email)).filter((m) => /from listeners/.test(m.subject ?? ''));

it('mails the first listener note, holds the next ones for the digest an hour later', async () => {
  const doc = await voicedScript(t, s, 3, 'Digest');
  const ids = await lineIds(t, s, doc);
  const token = (await share(t, s, doc)).body.data.token;
  const listen = (line: number, text: string, author_name: string) =>
    post(t, `shared/${token}/notes`, { scene_id: ids[line], text, author_name });

  expect((await listen(1, 'Too fast here.', 'Pat')).status).toBe(201);
  const [first] = await waitFor(async () => {
    const mails = await digests();
    return mails.length > 0 && mails;
  }, 'the first digest');
  expect(first.subject).toBe('1 new note from listeners — CastMyScript');
  expect(first.text).toContain('Line 2 (');
  expect(first.text).toContain('Pat: Too fast here.');
  expect(first.text).toContain(`http://localhost:3000/dashboard/process/${doc}/scenes-preview`);

  clock += 10 * 60 * 1000;
  await listen(2, 'Lovely pause.', 'Sam');
  await listen(0, 'Say it louder.', 'Pat');
  // Within the hour the job finds nothing to send, however often it runs.
  expect(await t.deps.noteDigest.run(doc)).toBeUndefined();
  expect(await digests()).toHaveLength(1);

  clock += HOUR;
  expect(await t.deps.noteDigest.run(doc)).toBeInstanceOf(Date);
  const second = await digests();
  expect(second).toHaveLength(2);
  expect(second[1].subject).toBe('2 new notes from listeners — CastMyScript');
  // In script order: line 1 before line 3; the note already mailed is not repeated.
  const text = second[1].text ?? '';
  expect(text.indexOf('Pat: Say it louder.')).toBeLessThan(text.indexOf('Sam: Lovely pause.'));
  expect(text).not.toContain('Too fast here.');
});

it('keeps to one digest an hour per script, across its drafts', async () => {
  s = await login(t, s.email);
  const one = await uploadDraft(t, s, fountain(manyLines(2)));
  const two = await uploadDraft(t, s, fountain(manyLines(2)), one.id);
  const listen = async (doc: string, text: string) => {
    const token = (await share(t, s, doc)).body.data.token;
    const [line] = await lineIds(t, s, doc);
    return post(t, `shared/${token}/notes`, { scene_id: line, text, author_name: 'Kim' });
  };
  const before = (await digests()).length;
  expect((await listen(one.id, 'On the first draft.')).status).toBe(201);
  await waitFor(async () => (await digests()).length > before, 'the first draft’s digest');

  clock += 10 * 60 * 1000;
  expect((await listen(two.id, 'On the second draft.')).status).toBe(201);
  // The same script was mailed ten minutes ago: the second draft's note waits for the hour.
  expect(await t.deps.noteDigest.run(two.id)).toBeUndefined();
  expect(await digests()).toHaveLength(before + 1);

  clock += HOUR;
  expect(await t.deps.noteDigest.run(two.id)).toBeInstanceOf(Date);
  const mails = await digests();
  expect(mails).toHaveLength(before + 2);
  expect(mails[mails.length - 1].text).toContain('Kim: On the second draft.');
});

it("never mails the writer's own notes", async () => {
  // The clock moved past the session's life in the test before.
  s = await login(t, s.email);
  const doc = await voicedScript(t, s, 2, 'Own');
  const ids = await lineIds(t, s, doc);
  const before = (await digests()).length;
  const own = await post(
    t,
    `documents/${doc}/notes`,
    { scene_id: ids[0], text: 'Mine.' },
    s.access,
  );
  expect(own.status).toBe(201);
  clock += 2 * HOUR;
  expect(await t.deps.noteDigest.run(doc)).toBeUndefined();
  expect(await digests()).toHaveLength(before);
});
