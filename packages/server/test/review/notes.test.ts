import { NOTE_MESSAGES, type NoteData } from '@castmyscript/api/contract';

import { post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { postFrom } from '../helpers/client-address';
import { userId } from '../documents/helpers';
import { call, lineIds, notesOf, share, voicedScript } from './helpers';

/**
 * Notes pinned to lines on either stack: the writer's notes, listeners' notes through
 * a link with their limits (security check 51) and the new check 55
 * (docs/security-checks-review.md).
 */
let clock = Date.now();
let t: TestApp;
let s: Session;
let doc: string;
let ids: string[];
let token: string;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, 'test-pack:notes');
  doc = await voicedScript(t, s, 6);
  ids = await lineIds(t, s, doc);
  token = (await share(t, s, doc)).body.data.token;
});
afterAll(() => t.close());

const writerNote = (body: unknown, id = doc, who = s) =>
  post(t, `documents/${id}/notes`, body, who.access);
const listenerNote = (body: unknown, link = token) => post(t, `shared/${link}/notes`, body);

describe("the writer's notes", () => {
  it('check 55: add (201), list, edit and delete (204) a note on a line, optionally at a time in it', async () => {
    const added = await writerNote({ scene_id: ids[3], text: '  Slower here.  ', at_s: 1.5 });
    expect(added.status).toBe(201);
    const note = added.body.data as NoteData;
    expect(note).toMatchObject({
      scene_id: ids[3],
      scene_index: 3,
      text: 'Slower here.',
      at_s: 1.5,
      author_kind: 'writer',
      author_name: 'Ada Writer',
      outdated: false,
      draft_number: 1,
    });
    expect(note.quote.dialog).toContain('Line 4:');
    expect((await notesOf(t, s, doc)).map((n) => n._id)).toContain(note._id);

    const edited = await call(t, 'PATCH', `notes/${note._id}`, s.access, { text: 'Much slower.' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ _id: note._id, text: 'Much slower.' });
    expect((await notesOf(t, s, doc)).find((n) => n._id === note._id)?.text).toBe('Much slower.');

    const gone = await call(t, 'DELETE', `notes/${note._id}`, s.access);
    expect(gone.status).toBe(204);
    expect(gone.body).toBeUndefined();
    expect((await notesOf(t, s, doc)).map((n) => n._id)).not.toContain(note._id);
    const again = await call(t, 'DELETE', `notes/${note._id}`, s.access);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(NOTE_MESSAGES.notFound);
  });

  it('check 55: text of 1-2000 characters; a bad time or a line of another script is refused', async () => {
    const cases: [unknown, number, string][] = [
      [{ scene_id: ids[0], text: '' }, 400, NOTE_MESSAGES.textRequired],
      [{ scene_id: ids[0], text: '   ' }, 400, NOTE_MESSAGES.textRequired],
      [{ scene_id: ids[0] }, 400, NOTE_MESSAGES.textRequired],
      [{ scene_id: ids[0], text: 'x'.repeat(2001) }, 400, NOTE_MESSAGES.textTooLong],
      [{ scene_id: ids[0], text: 'ok', at_s: -1 }, 400, NOTE_MESSAGES.atInvalid],
      [{ scene_id: ids[0], text: 'ok', at_s: 'soon' }, 400, NOTE_MESSAGES.atInvalid],
      [{ scene_id: 'nope', text: 'ok' }, 404, NOTE_MESSAGES.lineNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await writerNote(body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    const other = await voicedScript(t, s, 2, 'Other');
    const [otherLine] = await lineIds(t, s, other);
    const wrong = await writerNote({ scene_id: otherLine, text: 'ok' });
    expect([wrong.status, wrong.body.message]).toEqual([404, NOTE_MESSAGES.lineNotFound]);
    expect((await writerNote({ scene_id: ids[0], text: 'x'.repeat(2000) })).status).toBe(201);
    const long = (await notesOf(t, s, doc)).find((n) => n.text.length === 2000)!;
    const tooLong = await call(t, 'PATCH', `notes/${long._id}`, s.access, {
      text: 'y'.repeat(2001),
    });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, NOTE_MESSAGES.textTooLong]);
    const empty = await call(t, 'PATCH', `notes/${long._id}`, s.access, { text: '' });
    expect([empty.status, empty.body.message]).toEqual([400, NOTE_MESSAGES.textRequired]);
    expect((await call(t, 'DELETE', `notes/${long._id}`, s.access)).status).toBe(204);
  });

  it("lists notes by scene_index, then oldest first, listeners' and the writer's together", async () => {
    const own = await voicedScript(t, s, 4, 'Order');
    const lineOf = await lineIds(t, s, own);
    const link = (await share(t, s, own)).body.data.token;
    await writerNote({ scene_id: lineOf[3], text: 'Last line.' }, own);
    clock += 1000;
    await listenerNote({ scene_id: lineOf[1], text: 'Loved it.', author_name: 'Pat' }, link);
    clock += 1000;
    await writerNote({ scene_id: lineOf[1], text: 'Agreed.' }, own);
    const list = await notesOf(t, s, own);
    expect(list.map((n) => [n.scene_index, n.text, n.author_kind, n.author_name])).toEqual([
      [1, 'Loved it.', 'listener', 'Pat'],
      [1, 'Agreed.', 'writer', 'Ada Writer'],
      [3, 'Last line.', 'writer', 'Ada Writer'],
    ]);
    // The writer edits and deletes a listener's note too.
    const edited = await call(t, 'PATCH', `notes/${list[0]._id}`, s.access, { text: 'Loved it!' });
    expect(edited.body.data).toMatchObject({ text: 'Loved it!', author_name: 'Pat' });
    expect((await call(t, 'DELETE', `notes/${list[0]._id}`, s.access)).status).toBe(204);
  });
});

describe("listeners' notes through a link", () => {
  it('check 51: author name 1-60 characters and text 1-2000, each with its message', async () => {
    const cases: [unknown, string][] = [
      [{ scene_id: ids[0], text: 'Nice.', author_name: '' }, NOTE_MESSAGES.authorRequired],
      [{ scene_id: ids[0], text: 'Nice.', author_name: '  ' }, NOTE_MESSAGES.authorRequired],
      [{ scene_id: ids[0], text: 'Nice.' }, NOTE_MESSAGES.authorRequired],
      [
        { scene_id: ids[0], text: 'Nice.', author_name: 'P'.repeat(61) },
        NOTE_MESSAGES.authorTooLong,
      ],
      [{ scene_id: ids[0], text: '', author_name: 'Pat' }, NOTE_MESSAGES.textRequired],
      [{ scene_id: ids[0], text: 'x'.repeat(2001), author_name: 'Pat' }, NOTE_MESSAGES.textTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await listenerNote(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const edge = await listenerNote({
      scene_id: ids[0],
      text: 'x'.repeat(2000),
      author_name: 'P'.repeat(60),
    });
    expect(edge.status).toBe(201);
    expect(edge.body.data).toMatchObject({ author_kind: 'listener', author_name: 'P'.repeat(60) });
    const other = await voicedScript(t, s, 2, 'Elsewhere');
    const [otherLine] = await lineIds(t, s, other);
    const wrong = await listenerNote({ scene_id: otherLine, text: 'Hm.', author_name: 'Pat' });
    expect([wrong.status, wrong.body.message]).toEqual([404, NOTE_MESSAGES.lineNotFound]);
  });

  it('check 51: 30 notes an hour per link and client, then 429 with Retry-After; others unaffected', async () => {
    const own = await voicedScript(t, s, 2, 'Limit');
    const [line] = await lineIds(t, s, own);
    const link = (await share(t, s, own)).body.data.token;
    const note = (n: number) => ({ scene_id: line, text: `Note ${n}`, author_name: 'Sam' });
    for (let n = 1; n <= 30; n++) expect((await listenerNote(note(n), link)).status).toBe(201);
    const refused = await listenerNote(note(31), link);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(NOTE_MESSAGES.tooMany);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await notesOf(t, s, own)).length).toBe(30);
    // Another client of the same link, and the same client on another link, still write.
    expect((await postFrom(t, '127.0.0.2', `shared/${link}/notes`, note(32))).status).toBe(201);
    expect((await listenerNote({ ...note(33), scene_id: ids[0] })).status).toBe(201);
    clock += 60 * 60 * 1000;
    expect((await listenerNote(note(34), link)).status).toBe(201);
  });
});
