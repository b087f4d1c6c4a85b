// @scaled-too: storage (an S3 bucket and its presigned URLs)
import { eq } from 'drizzle-orm';

import { FREE_PLAN, PLANS, VOICE_MESSAGES } from '@castmyscript/api/contract';

import { audioFiles } from '../../src/db/schema';
import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import {
  activitiesAbout,
  audioUrls,
  castSuggested,
  countRows,
  emptyLog,
  fetchSigned,
  generate,
  generationEnd,
  lines,
  mp3,
  script,
  send,
  watchedEngine,
} from './helpers';

/** Download by plan, §7 per-line speed, download and delete calls, on a voiced script. */
let clock = Date.now();
const log = emptyLog();
let t: TestApp;
let s: Session;
let main: string;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock, voiceEngine: watchedEngine(log) });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, 'test-pack:audio');
  main = await script(t, s, lines(8));
  await castSuggested(t, s, main);
  expect((await generate(t, s, main)).status).toBe(200);
  expect((await generationEnd(t, s, main)).overall_status).toBe('completed');
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

const db = () => t.deps.database.db;
const rowsOf = (table: typeof audioFiles, id: string) => countRows(t, table, id);
const activitiesOf = (id: string) => activitiesAbout(t, s, id);

describe('GET scenes/{documentId}/generate-audio/{sceneId}/{speed}', () => {
  it('makes the line at that speed once, then serves it from storage', async () => {
    const [first] = await audioUrls(t, s, main);
    const normal = mp3(
      new Uint8Array(await (await fetchSigned(t, first.audio_url!)).arrayBuffer()),
    );
    const path = `scenes/${main}/generate-audio/${first.scene_id}/2`;
    const fast = await get(t, path, s.access);
    expect(fast.status).toBe(200);
    expect(fast.body.data).toMatchObject({ scene_id: first.scene_id, speed: '2' });
    const audio = mp3(
      new Uint8Array(await (await fetchSigned(t, fast.body.data.audio_url)).arrayBuffer()),
    );
    expect(audio.looksLikeMp3).toBe(true);
    expect(audio.durationMs).toBeLessThan(normal.durationMs * 0.75);
    const singles = log.single.length;
    expect((await get(t, path, s.access)).status).toBe(200);
    expect(log.single.length).toBe(singles);
    // 1x is the line's own audio: nothing to make.
    expect(
      (await get(t, `scenes/${main}/generate-audio/${first.scene_id}/1`, s.access)).status,
    ).toBe(200);
    expect(log.single.length).toBe(singles);
  });

  it('400 for a speed the spec does not offer; 404 for a line of another document', async () => {
    const [first] = await audioUrls(t, s, main);
    const bad = await get(t, `scenes/${main}/generate-audio/${first.scene_id}/3`, s.access);
    expect(bad.status).toBe(400);
    const other = await script(t, s, lines(3, 'Other'));
    const wrong = await get(t, `scenes/${other}/generate-audio/${first.scene_id}/1`, s.access);
    expect(wrong.status).toBe(404);
  });
});

describe('POST download-audio', () => {
  it('Free plan: 403 with the message (online listening only)', async () => {
    const free = await signedInUser(t);
    expect((await t.deps.credits.balance(await userId(t, free))).plan).toBe(FREE_PLAN.package_name);
    await t.deps.credits.grantPaygo(await userId(t, free), 10, 'test-pack:free');
    const id = await script(t, free, lines(2, 'Free'));
    const res = await post(t, `scenes/document/${id}/download-audio`, undefined, free.access);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(VOICE_MESSAGES.downloadNeedsPlan);
  });

  it('paid plan: one MP3 of every line in order, named {documentId}_combined.mp3', async () => {
    const starter = PLANS.find((p) => p.package_name === 'starter_monthly')!;
    const now = new Date(clock);
    await t.deps.credits.startPeriod(
      await userId(t, s),
      {
        plan: starter.package_name,
        allowance: starter.monthlyCredits,
        anchor: now,
        periodStart: now,
        periodEnd: new Date(clock + 30 * 86_400_000),
      },
      'test-period:audio',
    );
    const res = await post(t, `scenes/document/${main}/download-audio`, undefined, s.access);
    expect(res.status).toBe(200);
    const file = await fetchSigned(t, res.body.data.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`${main}_combined.mp3`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const combined = mp3(bytes);
    expect(combined.looksLikeMp3).toBe(true);
    const parts = await audioUrls(t, s, main);
    const sum = parts.reduce((total, l) => total + l.duration_s! * 1000, 0);
    expect(combined.durationMs).toBeCloseTo(sum, -1);
    // A real decoder reads it whole: 16-bit mono PCM as long as the frames say.
    const wav = await t.deps.voiceEngine.toWav(bytes);
    const pcmMs = ((wav.length - 44) / 2 / 24_000) * 1000;
    expect(Math.abs(pcmMs - combined.durationMs)).toBeLessThan(50);

    expect((await activitiesOf(main))[0]).toBe('Audio Downloaded: completed');
    const files = await rowsOf(audioFiles, main);
    expect(
      (await post(t, `scenes/document/${main}/download-audio`, undefined, s.access)).status,
    ).toBe(200);
    expect(await rowsOf(audioFiles, main)).toBe(files);

    const wavRes = await post(
      t,
      `scenes/document/${main}/download-audio?format=wav`,
      undefined,
      s.access,
    );
    const wavFile = await fetchSigned(t, wavRes.body.data.download_url);
    expect(wavFile.headers.get('content-disposition')).toContain(`${main}_combined.wav`);
    expect(
      Buffer.from(await wavFile.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('RIFF');
  });

  it('409 until every line is made for what it says now', async () => {
    const [first] = await audioUrls(t, s, main);
    await send(t, 'PUT', `scenes/${first.scene_id}/update-text?scene_text=Changed.`, s.access);
    const res = await post(t, `scenes/document/${main}/download-audio`, undefined, s.access);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(VOICE_MESSAGES.notGenerated);
  });
});

describe('DELETE documents/{id}', () => {
  it("deletes the document's audio files with it", async () => {
    const id = await script(t, s, lines(2, 'Gone'));
    await castSuggested(t, s, id);
    await generate(t, s, id);
    await generationEnd(t, s, id);
    const [first] = await audioUrls(t, s, id);
    await get(t, `scenes/${id}/generate-audio/${first.scene_id}/1.5`, s.access);
    const keys = (await db().select().from(audioFiles).where(eq(audioFiles.documentId, id))).map(
      (f) => f.storageKey,
    );
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(await t.deps.storage.stat(key)).toBeDefined();
    expect((await send(t, 'DELETE', `documents/${id}`, s.access)).status).toBe(200);
    for (const key of keys) expect(await t.deps.storage.stat(key)).toBeUndefined();
  });
});

describe('signed audio URLs (check 40)', () => {
  it('answers 200 for a good URL and 403 once it is altered or expired', async () => {
    // The app's file route answers HEAD as well; a presigned S3 URL is signed for GET alone.
    const local = t.deps.storage.driver === 'local';
    const probe = local ? 'HEAD' : 'GET';
    const line = (await audioUrls(t, s, main)).find((l) => l.audio_url)!;
    const good = await fetchSigned(t, line.audio_url!, probe);
    expect(good.status).toBe(200);
    expect(good.headers.get('content-type')).toBe('audio/mpeg');
    const url = new URL(line.audio_url!);
    const token = url.pathname.split('/').pop()!;
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    url.pathname = url.pathname.replace(token, flipped);
    expect((await fetchSigned(t, url.href, probe)).status).toBe(403);
    clock += (t.config.audioUrlTtl + 1) * 1000;
    expect((await fetchSigned(t, line.audio_url!, probe)).status).toBe(403);
    const expired = await fetchSigned(t, line.audio_url!);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain(
      local ? '"message":"This link has expired."' : 'Request has expired',
    );
  });
});
