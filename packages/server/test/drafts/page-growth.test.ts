// @scaled-too: concurrent writes (PostgreSQL's own concurrency)
import type { VoiceEngine } from '../../src/adapters/tts';
import { VoiceError } from '../../src/adapters/tts/tts-port';
import { layoutPages } from '../../src/parsing/line-pages';
import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/postgres';
import { castSuggested, generate } from '../audio/helpers';
import { creditsLeft, ledgerOf, userId } from '../documents/helpers';
import { fountain, manyLines, uploadDraft } from './helpers';

/**
 * Every page of spoken text is paid once: a one-page script grown through the
 * scene editor is charged the pages it grew by before Generate makes anything — once, however
 * many Generates arrive together — or Generate answers 402 and nothing is made. On both databases.
 */
const nothingMade = (engine: VoiceEngine): VoiceEngine => ({
  ...engine,
  // Lines of ten thousand characters would take minutes to voice; what is charged is the point.
  renderLines: async (requests, onLine) => {
    const outcomes = requests.map(() => ({
      ok: false as const,
      error: new VoiceError('not made in this test', 'bad_request'),
    }));
    for (const [i, outcome] of outcomes.entries()) await onLine?.(i, outcome);
    return outcomes;
  },
});

const long = (n: number) =>
  Array.from({ length: n }, (_v, i) => ({
    actor: ['MARA', 'TOBIAS'][i % 2],
    dialog: `${i}: ${'the sea keeps its own time and the lamp keeps ours '.repeat(190)}`.trim(),
  }));

describe.each(['PGlite', 'PostgreSQL'])('on %s', (database) => {
  let t: TestApp;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const env = { ...RELAXED_LIMITS };
    if (database === 'PostgreSQL') {
      const db = await createTestDatabase();
      drop = () => db.drop();
      Object.assign(env, { DATABASE_URL: db.url });
    }
    t = await startApp(env, { voiceEngine: { pool: { size: 1 }, wrap: nothingMade } });
  });
  afterAll(async () => {
    expect(await t.deps.credits.mismatches()).toEqual([]);
    await t.close();
    await drop?.();
  });

  async function grown(s: Session): Promise<{ id: string; pagesBefore: number }> {
    const { id } = await uploadDraft(t, s, fountain(manyLines(1)));
    const pagesBefore = (await get(t, `documents/${id}`, s.access)).body.data.pages_charged;
    const saved = await post(t, `scenes/document/${id}`, { scenes: long(6) }, s.access);
    expect(saved.status).toBe(200);
    await castSuggested(t, s, id);
    return { id, pagesBefore };
  }

  it('charges the pages the text grew by, once for two Generates at once', async () => {
    const s = await signedInUser(t);
    await t.deps.credits.grantPaygo(await userId(t, s), 100, `test-pack:${s.email}`);
    const { id, pagesBefore } = await grown(s);
    const before = await creditsLeft(t, s);
    const answers = await Promise.all([generate(t, s, id), generate(t, s, id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const doc = (await get(t, `documents/${id}`, s.access)).body.data;
    const extra = doc.pages_charged - pagesBefore;
    // What the text fills now, laid out, less the one page the first version filled and paid.
    const lines = (await get(t, `scenes/document/${id}`, s.access)).body.data.scenes;
    expect(extra).toBe(layoutPages(lines) - 1);
    // Six speeches of ~9,700 characters: about 280 layout lines each, some thirty pages in all.
    expect(extra).toBeGreaterThan(20);
    expect(await creditsLeft(t, s)).toBe(before - extra);
    const rows = (await ledgerOf(t, s, id)).filter((r) => r.reason === 'charge');
    expect(rows.reduce((n, r) => n - r.delta, 0)).toBe(doc.pages_charged);

    // Nothing grew since: Generate again charges nothing.
    expect((await generate(t, s, id)).status).toBe(200);
    expect(await creditsLeft(t, s)).toBe(before - extra);
  });

  it('short of credits: 402 with the spec message, nothing charged, nothing made', async () => {
    const s = await signedInUser(t); // Free: 5 pages a month
    const { id } = await grown(s);
    const before = await creditsLeft(t, s);
    const refused = await generate(t, s, id);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Insufficient credits - payment required');
    expect(refused.body.data).toMatchObject({ available: before });
    expect(await creditsLeft(t, s)).toBe(before);
    const status = (await get(t, `scenes/document/${id}/audio-status`, s.access)).body.data;
    expect(status.overall_status).toBe('not_started');
  });
});
