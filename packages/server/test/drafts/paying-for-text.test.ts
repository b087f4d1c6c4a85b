import type { VoiceEngine } from '../../src/adapters/tts';
import { VoiceError } from '../../src/adapters/tts/tts-port';
import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { castSuggested, generate } from '../audio/helpers';
import { creditsLeft, ledgerOf, processedScript, userId } from '../documents/helpers';
import { put } from '../reading/helpers';
import { renderPdf } from '../parsing/helpers/render';
import { SCRIPT_PAGES, TITLE_PAGE } from '../parsing/helpers/script';
import { densePdf } from './dense-pdf';
import { editOneWord, fountain, manyLines, uploadDraft } from './helpers';

/**
 * Paying for text (docs/security.md): a page is billed for the words on it — a title page or a
 * blank page holds none, a page crammed with words counts as the pages its words fill — and every
 * call that synthesises text first pays for text grown past the pages paid for, or answers 402
 * with nothing made. Through real HTTP with the offline engines; renders are counted.
 */
const renders = { count: 0 };
const counted = (engine: VoiceEngine): VoiceEngine => ({
  ...engine,
  renderLine: async (request) => {
    renders.count++;
    // What is charged is the point; thousands of characters would take the engine minutes.
    if (request.text.length > 2000) throw new VoiceError('not made in this test', 'bad_request');
    return engine.renderLine(request);
  },
  // Generate's batches are counted and failed: a test waits for no job to voice long lines.
  renderLines: async (requests, onLine) => {
    renders.count += requests.length;
    const outcomes = requests.map(() => ({
      ok: false as const,
      error: new VoiceError('not made in this test', 'bad_request'),
    }));
    for (const [i, outcome] of outcomes.entries()) await onLine?.(i, outcome);
    return outcomes;
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { voiceEngine: { pool: { size: 1 }, wrap: counted } });
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

const doc = async (s: Session, id: string) => (await get(t, `documents/${id}`, s.access)).body.data;
const charged = async (s: Session, id: string) =>
  (await ledgerOf(t, s, id)).filter((r) => r.reason === 'charge').reduce((n, r) => n - r.delta, 0);

async function withPages(pages: number): Promise<Session> {
  const s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), pages, `test-pack:${s.email}`);
  return s;
}

describe('what a page is', () => {
  // The test screenplay: a title page, then two pages of script that lay out within two pages.
  it('a title page is not charged: the count quoted, charged and shown is the same', async () => {
    const s = await signedInUser(t);
    const before = await creditsLeft(t, s);
    const id = await processedScript(t, s, Buffer.from(renderPdf([TITLE_PAGE, ...SCRIPT_PAGES])));
    const d = await doc(s, id);
    expect(SCRIPT_PAGES).toHaveLength(2);
    expect(d).toMatchObject({ page_count: 2, pages_charged: 2, pages_covered: 2 });
    expect(await creditsLeft(t, s)).toBe(before - 2);
    expect(await charged(s, id)).toBe(2);
  });

  it('a blank page is not charged', async () => {
    const s = await signedInUser(t);
    const before = await creditsLeft(t, s);
    const pdf = renderPdf([TITLE_PAGE, SCRIPT_PAGES[0], [], [], SCRIPT_PAGES[1]]);
    const id = await processedScript(t, s, Buffer.from(pdf));
    expect(await doc(s, id)).toMatchObject({ page_count: 2, pages_charged: 2 });
    expect(await creditsLeft(t, s)).toBe(before - 2);
  });

  it('the quote before processing says the pages processing charges', async () => {
    const s = await signedInUser(t);
    const { uploadScript } = await import('../documents/helpers');
    const id = await uploadScript(t, s, Buffer.from(renderPdf([TITLE_PAGE, ...SCRIPT_PAGES])));
    const quote = (await get(t, `documents/${id}/quote`, s.access)).body.data;
    expect(quote).toMatchObject({ page_count: 2, pages_to_charge: 2, changed_pages: null });
  });

  it('a dense page is charged the pages its words fill at standard density', async () => {
    const s = await withPages(40);
    const row = 'The lamp turns and the sea keeps its own time, wave after wave. '.repeat(3).trim();
    const before = await creditsLeft(t, s);
    const id = await processedScript(t, s, densePdf(row, 350));
    const d = await doc(s, id);
    // About 31,000 characters on one sheet: ten pages of the standard layout.
    expect(d.page_count).toBeGreaterThanOrEqual(8);
    expect(d.pages_charged).toBe(d.page_count);
    expect(await creditsLeft(t, s)).toBe(before - d.page_count);
    // Generate finds nothing unpaid: the words were paid for at upload.
    await castSuggested(t, s, id);
    expect((await generate(t, s, id)).status).toBe(200);
    expect(await creditsLeft(t, s)).toBe(before - d.page_count);
  });

  it('draft 2 charges its changed pages and shows that number', async () => {
    const s = await withPages(40);
    const scenes = manyLines(40);
    const first = await uploadDraft(t, s, fountain(scenes));
    const one = await doc(s, first.id);
    expect(one.pages_charged).toBe(one.page_count);
    const before = await creditsLeft(t, s);
    const second = await uploadDraft(t, s, fountain(editOneWord(scenes, 3, 1)), first.id);
    expect(second.processed.status).toBe(200);
    const two = await doc(s, second.id);
    expect(two).toMatchObject({ pages_charged: 1, page_count: one.page_count });
    expect(await creditsLeft(t, s)).toBe(before - 1);
    expect(await charged(s, second.id)).toBe(1);
  });
});

/** A one-page script whose text the scene editor then grows to some thirty pages. */
const long = (n: number) =>
  Array.from({ length: n }, (_v, i) => ({
    actor: ['MARA', 'TOBIAS'][i % 2],
    dialog: `${i}: ${'the sea keeps its own time and the lamp keeps ours '.repeat(190)}`.trim(),
  }));

async function grownScript(s: Session): Promise<{ id: string; lineId: string }> {
  const { id } = await uploadDraft(t, s, fountain(manyLines(1)));
  const saved = await post(t, `scenes/document/${id}`, { scenes: long(6) }, s.access);
  expect(saved.status).toBe(200);
  await castSuggested(t, s, id);
  const scenes = (await get(t, `scenes/document/${id}`, s.access)).body.data.scenes;
  return { id, lineId: scenes[0]._id };
}

describe('every path that synthesises text pays for grown text', () => {
  const speedCall = (s: Session, id: string, lineId: string) =>
    get(t, `scenes/${id}/generate-audio/${lineId}/1.5`, s.access);

  it('the per-line speed call answers 402 short of credits, and makes nothing', async () => {
    const s = await signedInUser(t); // Free: five pages a month
    const { id, lineId } = await grownScript(s);
    const before = await creditsLeft(t, s);
    renders.count = 0;
    const refused = await speedCall(s, id, lineId);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Insufficient credits - payment required');
    expect(renders.count).toBe(0);
    expect(await creditsLeft(t, s)).toBe(before);
  });

  it('the per-line speed call charges the growth, once, as Generate would', async () => {
    const s = await withPages(100);
    const { id, lineId } = await grownScript(s);
    const before = await creditsLeft(t, s);
    const paidBefore = (await doc(s, id)).pages_charged;
    await speedCall(s, id, lineId);
    const d = await doc(s, id);
    expect(d.pages_charged - paidBefore).toBeGreaterThan(20);
    expect(await creditsLeft(t, s)).toBe(before - (d.pages_charged - paidBefore));
    // Paid now: Generate charges nothing more.
    expect((await generate(t, s, id)).status).toBe(200);
    expect(await creditsLeft(t, s)).toBe(before - (d.pages_charged - paidBefore));
  });

  it('another take of an unchanged line pays for text grown before it', async () => {
    const s = await signedInUser(t);
    const { id, lineId } = await grownScript(s);
    renders.count = 0;
    const take = await post(t, `scenes/document/${id}/retake/${lineId}`, { speed: 1.5 }, s.access);
    expect(take.status).toBe(402);
    expect(take.body.message).toBe('Insufficient credits - payment required');
    expect(renders.count).toBe(0);
  });

  it('a pronunciation\'s "say as" is spoken text: it counts for pages', async () => {
    const s = await signedInUser(t); // Free: five pages a month
    // Four short speeches that fit the one page paid for, until each "a" is said as 105 letters.
    const said = Array.from({ length: 4 }, (_v, i) => ({
      actor: ['MARA', 'TOBIAS'][i % 2],
      dialog: `${i}: ${'a '.repeat(100).trim()}`,
    }));
    const { id } = await uploadDraft(t, s, fountain(manyLines(1)));
    expect((await post(t, `scenes/document/${id}`, { scenes: said }, s.access)).status).toBe(200);
    await castSuggested(t, s, id);
    const saved = await put(
      t,
      `documents/${id}/read-settings`,
      { narrator: 'all', pause_ms: 350, pronunciations: [{ term: 'a', say_as: 'x'.repeat(105) }] },
      s.access,
    );
    expect(saved.status).toBe(200);
    const before = await creditsLeft(t, s);
    renders.count = 0;
    const refused = await generate(t, s, id);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Insufficient credits - payment required');
    expect(renders.count).toBe(0);
    expect(await creditsLeft(t, s)).toBe(before);
  });

  it('a pronunciation preview stays a word or two however its terms respell', async () => {
    const s = await signedInUser(t);
    const { id } = await uploadDraft(t, s, fountain(manyLines(1)));
    await castSuggested(t, s, id);
    const long = { term: 'a', say_as: 'x'.repeat(120) };
    const settings = { narrator: 'all', pause_ms: 350, pronunciations: [long] };
    expect((await put(t, `documents/${id}/read-settings`, settings, s.access)).status).toBe(200);
    renders.count = 0;
    const said = await post(t, `documents/${id}/read-settings/say`, { text: 'a a a' }, s.access);
    expect(said.status).toBe(400);
    expect(said.body.message).toMatch(/^text: /);
    expect(renders.count).toBe(0);
    // One term said as its 120 characters is still a preview.
    const one = await t.http(`/api/v1/documents/${id}/read-settings/say`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.access}` },
      body: JSON.stringify({ text: 'a' }),
    });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe('audio/mpeg');
  });
});
