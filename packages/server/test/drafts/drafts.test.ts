import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { creditsLeft, ledgerOf, userId } from '../documents/helpers';
import {
  audioStatus,
  castSuggested,
  emptyLog,
  fetchSigned,
  generate,
  generationEnd,
  watchedEngine,
} from '../audio/helpers';
import { editOneWord, fountain, manyLines, uploadDraft } from './helpers';

/** Drafts: a next draft keeps its casting, pays for changed pages, remakes only changed audio. */
let t: TestApp;
const log = emptyLog();

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { voiceEngine: watchedEngine(log) });
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

async function writer(pages = 200): Promise<Session> {
  const s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), pages, `test-pack:${s.email}`);
  return s;
}
const documentOf = async (s: Session, id: string) =>
  (await get(t, `documents/${id}`, s.access)).body.data;
const charged = async (s: Session, id: string) =>
  (await ledgerOf(t, s, id)).filter((r) => r.reason === 'charge').reduce((n, r) => n - r.delta, 0);

describe('a next draft', () => {
  it("refuses another user's document, or no document, as draft_of (404)", async () => {
    const owner = await writer();
    const { id } = await uploadDraft(t, owner, fountain(manyLines(2)));
    const other = await writer();
    for (const draftOf of [id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await post(
        t,
        'documents/presigned-upload',
        { file_name: 'x.fountain', file_type: '', file_size: 10, draft_of: draftOf },
        other.access,
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Document not found.');
    }
  });

  it('keeps the title, takes the next number and, unchanged, costs nothing', async () => {
    const s = await writer();
    const scenes = manyLines(3);
    const first = await uploadDraft(t, s, fountain(scenes));
    expect(first.processed.body.data.status).toBe('completed');
    const firstDoc = await documentOf(s, first.id);
    expect(firstDoc).toMatchObject({
      _id: first.id,
      title: 'The Lighthouse Keeper',
      draft_of: null,
      draft_number: 1,
      changes: null,
    });
    expect(firstDoc.pages_charged).toBe(firstDoc.page_count);

    const before = await creditsLeft(t, s);
    const second = await uploadDraft(t, s, fountain(scenes), first.id);
    expect(second.processed.status).toBe(200);
    expect(await documentOf(s, second.id)).toEqual({
      _id: second.id,
      title: 'The Lighthouse Keeper',
      status: 'completed',
      page_count: firstDoc.page_count,
      created_at: expect.any(String),
      draft_of: first.id,
      draft_number: 2,
      pages_charged: 0,
      pages_covered: firstDoc.pages_covered,
      changes: { added: 0, changed: 0, removed: 0, unchanged: 15 },
    });
    expect(await creditsLeft(t, s)).toBe(before);
    expect(await ledgerOf(t, s, second.id)).toEqual([]);

    // A draft of the first draft again is number 3: numbers follow the script, not the parent.
    const third = await uploadDraft(t, s, fountain(scenes), first.id);
    expect((await documentOf(s, third.id)).draft_number).toBe(3);
  });

  it('pays for the pages holding a changed line: one word on one page is one credit', async () => {
    const s = await writer();
    const scenes = manyLines(40); // several pages
    const first = await uploadDraft(t, s, fountain(scenes));
    const firstDoc = await documentOf(s, first.id);
    expect(firstDoc.page_count).toBeGreaterThan(3);

    const before = await creditsLeft(t, s);
    const one = await uploadDraft(t, s, fountain(editOneWord(scenes, 20, 1)), first.id);
    expect(await documentOf(s, one.id)).toMatchObject({
      pages_charged: 1,
      changes: { added: 0, changed: 1, removed: 0, unchanged: 199 },
    });
    expect(await creditsLeft(t, s)).toBe(before - 1);
    expect(await charged(s, one.id)).toBe(1);

    // Against draft 2: the scene-20 edit undone, edits on the first and the last page, a scene
    // cut and one added at the end — every touched page is paid for, once.
    const edited = editOneWord(editOneWord(scenes, 0, 1), 39, 2);
    const reworked = [
      ...edited.slice(0, 10),
      ...edited.slice(11),
      { heading: 'EXT. HARBOUR - DAWN', lines: [['MARA', 'The boats are in. Every one of them.']] },
    ] as typeof scenes;
    const two = await uploadDraft(t, s, fountain(reworked), one.id);
    const twoDoc = await documentOf(s, two.id);
    expect(twoDoc.changes).toEqual({ added: 2, changed: 3, removed: 5, unchanged: 192 });
    // The first page, scene 20's page, the last page (the edit and the new scene may sit on two).
    expect([3, 4]).toContain(twoDoc.pages_charged);
    expect(await charged(s, two.id)).toBe(twoDoc.pages_charged);

    // The "What changed" view: lines marked on the scenes list, the cut scene listed as it read.
    const marks = (await get(t, `scenes/document/${two.id}`, s.access)).body.data.scenes.map(
      (l: { change?: string }) => l.change,
    );
    expect(marks.filter((m: string) => m === 'added')).toHaveLength(2);
    expect(marks.filter((m: string) => m === 'changed')).toHaveLength(3);
    expect(marks.filter((m: string) => m === 'unchanged')).toHaveLength(192);
    const changes = (await get(t, `documents/${two.id}/changes`, s.access)).body.data;
    expect(changes.changes).toEqual(twoDoc.changes);
    expect(changes.removed.map((l: { dialog: string }) => l.dialog)).toEqual([
      'INT. LIGHTHOUSE ROOM 11 - NIGHT',
      ...scenes[10].lines.map(([, dialog]) => dialog),
    ]);
    // A first draft has nothing to compare: no marks, nothing removed.
    expect((await get(t, `documents/${first.id}/changes`, s.access)).body.data).toEqual({
      changes: null,
      removed: [],
      changed: [],
      carry_over: [],
    });
    const firstLines = (await get(t, `scenes/document/${first.id}`, s.access)).body.data.scenes;
    expect(firstLines.every((l: { change?: string }) => l.change === undefined)).toBe(true);
  });

  it('with too few credits for its changed pages: 402 and nothing charged', async () => {
    const s = await signedInUser(t); // Free: 5 pages a month
    const scenes = manyLines(12);
    const first = await uploadDraft(t, s, fountain(scenes));
    expect(first.processed.status).toBe(200);
    const left = await creditsLeft(t, s);
    // Every line changed on every page: more pages than are left.
    const rewritten = scenes.map((sc) => ({
      ...sc,
      lines: sc.lines.map(([a, d]) => [a, `${d} Again, louder.`]),
    })) as typeof scenes;
    const next = await uploadDraft(t, s, fountain(rewritten), first.id);
    expect(next.processed.status).toBe(402);
    expect(next.processed.body.message).toBe('Insufficient credits - payment required');
    expect(next.processed.body.data.available).toBe(left);
    expect(await creditsLeft(t, s)).toBe(left);
  });
});

describe("a next draft's casting and audio", () => {
  it('keeps the casting, leaves new characters pending, and makes only the changed line', async () => {
    const s = await writer();
    const scenes = manyLines(2);
    const first = await uploadDraft(t, s, fountain(scenes));
    const cast = await castSuggested(t, s, first.id);
    expect((await generate(t, s, first.id)).status).toBe(200);
    expect((await generationEnd(t, s, first.id)).overall_status).toBe('completed');

    const next = [
      ...editOneWord(scenes, 1, 1),
      { heading: 'EXT. QUAY - DAY', lines: [['HARBOUR MASTER', 'You kept it lit. Thank you.']] },
    ] as typeof scenes;
    const second = await uploadDraft(t, s, fountain(next), first.id);
    const assigned = (await get(t, `scenes/document/${second.id}/voice-assignments`, s.access)).body
      .data.assignments as Record<string, string>;
    for (const actor of ['narrator', 'MARA', 'TOBIAS']) expect(assigned[actor]).toBe(cast[actor]);
    expect(assigned['HARBOUR MASTER'] ?? '').toBe('');

    await castSuggested(t, s, second.id);
    log.batch.length = 0;
    expect((await generate(t, s, second.id)).status).toBe(200);
    const done = await generationEnd(t, s, second.id);
    expect(done.overall_status).toBe('completed');
    // The edited line, the new heading and the new speech: made. The other 9: reused.
    expect(log.batch.map((r) => r.text).sort()).toEqual(
      ['EXT. QUAY - DAY', 'You kept it lit. Thank you.', next[1].lines[1][1]].sort(),
    );
    expect(done.counts.completed).toBe(12);
    expect(done.reused).toBe(9);
    expect((await audioStatus(t, s, second.id)).reused).toBe(9);

    // Deleting the first draft keeps the second playable: the files it reuses pass to it.
    expect(
      (
        await t.http(`/api/v1/documents/${first.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${s.access}` },
        })
      ).status,
    ).toBe(200);
    const urls = (await get(t, `scenes/document/${second.id}/audio-urls`, s.access)).body.data
      .audio_scenes as { audio_url: string }[];
    for (const { audio_url } of urls) {
      // Followed as the browser does: the app's own route, or the bucket on S3.
      expect((await fetchSigned(t, audio_url)).status).toBe(200);
    }
  });
});
