import { get, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { creditsLeft, documentRow, send, uploadOnly, userId } from '../documents/helpers';
import { fountain, manyLines, uploadDraft } from './helpers';

/**
 * A later draft uploaded and left before processing is discarded by DELETE
 * documents/{id}: it and its stored file go; the earlier drafts, their pages and the page ledger
 * stay exactly as they were.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

async function writer(): Promise<Session> {
  const s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, `test-pack:${s.email}`);
  return s;
}
const ledger = async (s: Session) => (await get(t, 'credits/ledger?page=1', s.access)).body.data;
const documentOf = (s: Session, id: string) => get(t, `documents/${id}`, s.access);
const listed = async (s: Session) =>
  (await get(t, 'documents/', s.access)).body.data.documents.map((d: { _id: string }) => d._id);

/** Draft 1, and draft 2 with one scene more (so it has its own ledger entry), both processed. */
async function twoProcessedDrafts(s: Session) {
  const scenes = manyLines(30);
  const first = await uploadDraft(t, s, fountain(scenes));
  const more = [...scenes, ...manyLines(34).slice(30)];
  const second = await uploadDraft(t, s, fountain(more), first.id);
  expect(second.processed.body.data.status).toBe('completed');
  return { first: first.id, second: second.id, more };
}

describe('discarding a draft left before processing', () => {
  it.each([
    ['uploaded and confirmed', true],
    ['uploaded, never confirmed', false],
  ])('%s: it and its file go; the earlier drafts and the ledger stay', async (_name, confirm) => {
    const s = await writer();
    const { first, second, more } = await twoProcessedDrafts(s);
    const draft = await uploadOnly(
      t,
      s,
      fountain(more.slice(1)),
      '',
      'The Lighthouse Keeper.fountain',
      {
        draft_of: second,
      },
    );
    if (confirm)
      expect((await send(t, 'POST', `documents/${draft}/confirm`, s.access)).status).toBe(200);
    const key = (await documentRow(t, draft))!.storageKey;
    expect((await t.deps.storage.read(key)).length).toBeGreaterThan(0);

    const before = {
      ledger: await ledger(s),
      left: await creditsLeft(t, s),
      first: (await documentOf(s, first)).body.data,
      second: (await documentOf(s, second)).body.data,
    };
    expect(before.second.pages_charged).toBeGreaterThan(0);
    expect(
      before.ledger.entries.some((e: { document_id: string }) => e.document_id === second),
    ).toBe(true);

    const res = await send(t, 'DELETE', `documents/${draft}`, s.access);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ document_id: draft });

    expect((await documentOf(s, draft)).status).toBe(404);
    expect(await documentRow(t, draft)).toBeUndefined();
    await expect(t.deps.storage.read(key)).rejects.toThrow();
    expect(await listed(s)).toEqual(expect.arrayContaining([first, second]));
    expect(await listed(s)).not.toContain(draft);

    expect((await documentOf(s, first)).body.data).toEqual(before.first);
    expect((await documentOf(s, second)).body.data).toEqual(before.second);
    expect(await ledger(s)).toEqual(before.ledger);
    expect(await creditsLeft(t, s)).toBe(before.left);
    // Draft 2's file is still there to be read.
    expect(
      (await t.deps.storage.read((await documentRow(t, second))!.storageKey)).length,
    ).toBeGreaterThan(0);
  });

  it("another user's draft answers 404 and stays", async () => {
    const owner = await writer();
    const { second, more } = await twoProcessedDrafts(owner);
    const draft = await uploadOnly(t, owner, fountain(more), '', 'x.fountain', {
      draft_of: second,
    });
    const other = await writer();
    expect((await send(t, 'DELETE', `documents/${draft}`, other.access)).status).toBe(404);
    expect((await documentOf(owner, draft)).status).toBe(200);
  });
});
