import type { VoiceEngine } from '../../src/adapters/tts';
import { VoiceError } from '../../src/adapters/tts/tts-port';
import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { castSuggested, generate } from '../audio/helpers';
import { userId } from '../documents/helpers';
import { fountain, manyLines, uploadDraft } from './helpers';

/**
 * The page ledger names the call that found the text grown (docs/security.md, "Paying for
 * text"): Generate's charge says Generate, the per-line speed call's says "a line at another
 * speed". Through real HTTP, reading GET credits/ledger as the user does.
 */
const refuseLong = (engine: VoiceEngine): VoiceEngine => ({
  ...engine,
  // The charge is the point: long lines would keep the offline engine busy for minutes.
  renderLine: async (request) => {
    if (request.text.length > 2000) throw new VoiceError('not made in this test', 'bad_request');
    return engine.renderLine(request);
  },
  renderLines: async (requests, onLine) => {
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
  t = await startApp(RELAXED_LIMITS, { voiceEngine: { pool: { size: 1 }, wrap: refuseLong } });
});
afterAll(async () => {
  await t.close();
});

/** A one-page script the scene editor grows to some thirty pages, cast. */
async function grownScript(s: Session): Promise<{ id: string; lineId: string }> {
  const { id } = await uploadDraft(t, s, fountain(manyLines(1)));
  const long = Array.from({ length: 6 }, (_v, i) => ({
    actor: ['MARA', 'TOBIAS'][i % 2],
    dialog: `${i}: ${'the sea keeps its own time and the lamp keeps ours '.repeat(190)}`.trim(),
  }));
  expect((await post(t, `scenes/document/${id}`, { scenes: long }, s.access)).status).toBe(200);
  await castSuggested(t, s, id);
  const scenes = (await get(t, `scenes/document/${id}`, s.access)).body.data.scenes;
  return { id, lineId: scenes[0]._id };
}

async function growthReason(s: Session, id: string): Promise<string[]> {
  const entries = (await get(t, 'credits/ledger', s.access)).body.data.entries as {
    document_id: string | null;
    reason: string;
  }[];
  return entries
    .filter((e) => e.document_id === id && e.reason.startsWith('Text grew'))
    .map((e) => e.reason);
}

async function withPages(pages: number): Promise<Session> {
  const s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), pages, `labels-pack:${s.email}`);
  return s;
}

it('Generate’s growth charge says Generate', async () => {
  const s = await withPages(100);
  const { id } = await grownScript(s);
  expect((await generate(t, s, id)).status).toBe(200);
  const reasons = await growthReason(s, id);
  expect(reasons).toHaveLength(1);
  expect(reasons[0]).toMatch(/ more at Generate$/);
});

it('the per-line speed call’s growth charge says a line at another speed', async () => {
  const s = await withPages(100);
  const { id, lineId } = await grownScript(s);
  await get(t, `scenes/${id}/generate-audio/${lineId}/1.5`, s.access);
  const reasons = await growthReason(s, id);
  expect(reasons).toHaveLength(1);
  expect(reasons[0]).toMatch(/ more at a line at another speed$/);
});
