import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { creditsLeft, documentRow, ledgerOf, uploadOnly, userId } from '../documents/helpers';
import { renderPdf } from '../parsing/helpers/render';
import { editOneWord, fountain, manyLines, uploadDraft } from './helpers';

/**
 * GET documents/{id}/quote (honest pages): what processing will charge, said
 * before it does — the same parse and plan, nothing charged, written or moved — and the process
 * call that follows charges exactly that.
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

/** Presign (as a draft of `draftOf`), PUT and confirm: stored, not processed. */
async function stored(s: Session, bytes: Buffer, draftOf?: string, type = ''): Promise<string> {
  const name = type ? 'The Lighthouse Keeper.pdf' : 'The Lighthouse Keeper.fountain';
  const id = await uploadOnly(t, s, bytes, type, name, draftOf ? { draft_of: draftOf } : {});
  expect((await post(t, `documents/${id}/confirm`, undefined, s.access)).status).toBe(200);
  return id;
}
const quote = (s: Session, id: string) => get(t, `documents/${id}/quote`, s.access);
const process = (s: Session, id: string) => post(t, `documents/${id}/process`, undefined, s.access);

describe('the quote of a draft', () => {
  it('names its changed pages, charges nothing, and processing then charges exactly that', async () => {
    const s = await writer();
    const scenes = manyLines(40);
    const first = await uploadDraft(t, s, fountain(scenes));
    const id = await stored(s, fountain(editOneWord(scenes, 20, 1)), first.id);
    const before = await creditsLeft(t, s);

    const res = await quote(s, id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      document_id: id,
      page_count: expect.any(Number),
      pages_to_charge: 1,
      changed_pages: 1,
      changes: { added: 0, changed: 1, removed: 0, unchanged: 199 },
    });
    // Nothing charged, written or moved.
    expect(await creditsLeft(t, s)).toBe(before);
    expect(await ledgerOf(t, s, id)).toEqual([]);
    expect((await get(t, `documents/${id}/status`, s.access)).body.data.status).toBe('uploaded');
    expect((await get(t, `scenes/document/${id}`, s.access)).body.data.scenes).toEqual([]);

    expect((await process(s, id)).status).toBe(200);
    expect(await creditsLeft(t, s)).toBe(before - 1);
    expect((await get(t, `documents/${id}`, s.access)).body.data.pages_charged).toBe(1);
    // Processed, it has no quote any more.
    const after = await quote(s, id);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('This script has already been processed.');
  });

  it('an unchanged draft costs nothing; a first draft costs its pages', async () => {
    const s = await writer();
    const scenes = manyLines(12);
    const firstId = await stored(s, fountain(scenes));
    const firstQuote = (await quote(s, firstId)).body.data;
    expect(firstQuote).toMatchObject({ changed_pages: null, changes: null });
    expect(firstQuote.pages_to_charge).toBe(firstQuote.page_count);
    expect(firstQuote.page_count).toBeGreaterThan(1);
    const before = await creditsLeft(t, s);
    expect((await process(s, firstId)).status).toBe(200);
    expect(await creditsLeft(t, s)).toBe(before - firstQuote.pages_to_charge);

    const same = await stored(s, fountain(scenes), firstId);
    expect((await quote(s, same)).body.data).toMatchObject({
      pages_to_charge: 0,
      changed_pages: 0,
      changes: { added: 0, changed: 0, removed: 0 },
    });
  });

  it('processing after a quote takes its parse instead of reading the file again', async () => {
    const s = await writer();
    const scenes = manyLines(3);
    const first = await uploadDraft(t, s, fountain(scenes));
    const id = await stored(s, fountain(editOneWord(scenes, 1, 1)), first.id);
    expect((await quote(s, id)).body.data.changed_pages).toBe(1);
    // With the stored file gone, only the quote's parse can still be processed.
    await t.deps.storage.delete((await documentRow(t, id))!.storageKey);
    expect((await process(s, id)).body.data.status).toBe('completed');
    const lines = (await get(t, `scenes/document/${id}`, s.access)).body.data.scenes;
    expect(lines.filter((l: { change: string }) => l.change === 'changed')).toHaveLength(1);
  });

  it('refuses what it cannot quote, each with its message, and moves nothing', async () => {
    const s = await writer();
    const scenes = manyLines(2);
    const first = await uploadDraft(t, s, fountain(scenes));

    const unconfirmed = await uploadOnly(t, s, fountain(scenes), '', 'x.fountain', {
      draft_of: first.id,
    });
    const early = await quote(s, unconfirmed);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Confirm the upload before processing the document.');

    const other = await writer();
    for (const id of [first.id, 'not-a-uuid']) {
      const res = await quote(other, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Document not found.');
    }

    const scanned = await stored(
      s,
      Buffer.from(renderPdf(undefined, { textless: true })),
      first.id,
      'application/pdf',
    );
    const before = await creditsLeft(t, s);
    const refused = await quote(s, scanned);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^This PDF has no text layer/);
    expect((await get(t, `documents/${scanned}/status`, s.access)).body.data.status).toBe(
      'uploaded',
    );
    // Continue Processing then gives the same message and records it.
    const processed = await process(s, scanned);
    expect(processed.status).toBe(422);
    expect(processed.body.message).toBe(refused.body.message);
    expect(await creditsLeft(t, s)).toBe(before);
  });
});
