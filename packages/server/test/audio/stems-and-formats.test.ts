import { unzipSync } from 'fflate';

import { PLANS, VOICE_MESSAGES } from '@castmyscript/api/contract';

import { readWav } from '../../src/lib/audio/wav';
import { post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { userId } from '../documents/helpers';
import {
  audioUrls,
  castSuggested,
  fetchSigned,
  generate,
  generationEnd,
  lines,
  mp3,
  script,
} from './helpers';

/**
 * Stems for producers and the combined read as WAV, through real HTTP and the offline
 * voices: the stems, read back from the ZIP, are all the combined WAV's length and add up to it
 * sample by sample; the labels name each line where its own stem speaks and every other is silent.
 */
const RATE = 24_000;
let t: TestApp;
let s: Session;
let main: string;

async function paid(session: Session) {
  const starter = PLANS.find((p) => p.package_name === 'starter_monthly')!;
  const now = new Date();
  await t.deps.credits.startPeriod(
    await userId(t, session),
    {
      plan: starter.package_name,
      allowance: starter.monthlyCredits,
      anchor: now,
      periodStart: now,
      periodEnd: new Date(now.getTime() + 30 * 86_400_000),
    },
    `test-period:stems:${session.email}`,
  );
}

async function voiced(session: Session, n: number, tag: string) {
  const id = await script(t, session, lines(n, tag));
  await castSuggested(t, session, id);
  expect((await generate(t, session, id)).status).toBe(200);
  expect((await generationEnd(t, session, id)).overall_status).toBe('completed');
  return id;
}

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { voiceEngine: { pool: { size: 2 } } });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, 'test-pack:stems');
  await paid(s);
  main = await voiced(s, 7, 'Stem');
});
afterAll(() => t.close());

const downloadAudio = (id: string, body?: unknown, session = s) =>
  post(t, `scenes/document/${id}/download-audio`, body, session.access);

async function fetched(url: string) {
  const res = await fetchSigned(t, url);
  expect(res.status).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The stems ZIP of `main`, unpacked. */
async function stems() {
  const res = await post(t, `documents/${main}/download-stems`, undefined, s.access);
  expect(res.status).toBe(200);
  const { res: file, bytes } = await fetched(res.body.data.download_url);
  expect(file.headers.get('content-disposition')).toContain(`${main}_stems.zip`);
  return unzipSync(bytes);
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('POST documents/{id}/download-stems', () => {
  it('one WAV per character and the narrator, one length, adding up to the combined WAV', async () => {
    const files = await stems();
    expect(Object.keys(files).sort()).toEqual([
      'cues.csv',
      'labels.txt',
      'stems/MARA.wav',
      'stems/TOBIAS.wav',
      'stems/narrator.wav',
    ]);
    const combinedRes = await downloadAudio(main, { format: 'wav' });
    const combined = readWav((await fetched(combinedRes.body.data.download_url)).bytes);
    const tracks = ['MARA', 'TOBIAS', 'narrator'].map((n) => readWav(files[`stems/${n}.wav`]));
    for (const track of tracks) {
      expect(track.sampleRate).toBe(RATE);
      expect(track.samples.length).toBe(combined.samples.length);
      expect(track.samples.some((v) => v !== 0)).toBe(true);
    }
    let worst = 0;
    for (let i = 0; i < combined.samples.length; i++) {
      const sum = tracks.reduce((total, track) => total + track.samples[i], 0);
      worst = Math.max(worst, Math.abs(sum - combined.samples[i]));
    }
    // 16-bit samples: one step of rounding at most.
    expect(worst).toBeLessThanOrEqual(1 / 32768);
    expect(combined.samples.some((v) => v !== 0)).toBe(true);
  });

  it('labels.txt: a line each, CHARACTER: words, where only its own stem is heard', async () => {
    const files = await stems();
    const scenes = await audioUrls(t, s, main);
    const labels = text(files['labels.txt'])
      .trimEnd()
      .split('\n')
      .map((row) => row.split('\t'));
    expect(labels.map((l) => l[2])).toEqual(scenes.map((l) => `${l.actor}: ${l.dialog}`));
    const tracks: Record<string, Float32Array> = {};
    for (const n of ['MARA', 'TOBIAS', 'narrator'])
      tracks[n] = readWav(files[`stems/${n}.wav`]).samples;
    let previousEnd = 0;
    labels.forEach(([start, end], i) => {
      const [from, to] = [Math.round(Number(start) * RATE), Math.round(Number(end) * RATE)];
      expect(from).toBeGreaterThanOrEqual(previousEnd);
      expect(to).toBeGreaterThan(from);
      previousEnd = to;
      // The line's length in the label is its own audio's.
      expect((to - from) / RATE).toBeCloseTo(scenes[i].duration_s!, 1);
      for (const [name, samples] of Object.entries(tracks)) {
        const heard = samples.subarray(from, to).some((v) => v !== 0);
        expect([name, heard]).toEqual([name, name === scenes[i].actor]);
      }
    });
    const cues = text(files['cues.csv']).trimEnd().split('\r\n');
    expect(cues[0]).toBe('line,start,end,character,stem,text');
    expect(cues).toHaveLength(scenes.length + 1);
    expect(cues[2]).toBe(
      `2,${labels[1][0]},${labels[1][1]},MARA,stems/MARA.wav,${scenes[1].dialog}`,
    );
  });

  it('Free plan: 403 as the combined download; 404 for another user; 409 before it is made', async () => {
    const free = await signedInUser(t);
    await t.deps.credits.grantPaygo(await userId(t, free), 10, 'test-pack:stems-free');
    const own = await voiced(free, 2, 'Free');
    const refused = await post(t, `documents/${own}/download-stems`, undefined, free.access);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(VOICE_MESSAGES.downloadNeedsPlan);
    expect((await post(t, `documents/${main}/download-stems`, undefined, free.access)).status).toBe(
      404,
    );
    const fresh = await script(t, s, lines(2, 'Fresh'));
    const early = await post(t, `documents/${fresh}/download-stems`, undefined, s.access);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(VOICE_MESSAGES.notGenerated);
  });
});

describe('POST scenes/document/{id}/download-audio { format }', () => {
  it('wav gives the combined WAV; no body or mp3 the MP3; anything else 400 naming format', async () => {
    const wav = await fetched(
      (await downloadAudio(main, { format: 'wav' })).body.data.download_url,
    );
    expect(wav.res.headers.get('content-disposition')).toContain(`${main}_combined.wav`);
    expect(text(wav.bytes.subarray(0, 4))).toBe('RIFF');

    for (const body of [undefined, {}, { format: 'mp3' }]) {
      const res = await downloadAudio(main, body);
      expect(res.status).toBe(200);
      const file = await fetched(res.body.data.download_url);
      expect(file.res.headers.get('content-disposition')).toContain(`${main}_combined.mp3`);
      expect(mp3(file.bytes).looksLikeMp3).toBe(true);
    }

    const bad = await downloadAudio(main, { format: 'ogg' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('format');
    expect(bad.body.data.field).toBe('body.format');
  });
});
