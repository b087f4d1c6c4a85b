import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { LINE_PAUSE_MS, SAMPLE_RATE } from '../../src/lib/audio/audio-format';
import { integratedLufs } from '../../src/lib/audio/lufs';
import { readMp3 } from '../../src/lib/audio/mp3-frames';
import { OFFLINE_VOICES } from '../../src/adapters/tts/offline/offline-catalogue';
import type { RenderedLine } from '../../src/adapters/tts/pool/pool-protocol';
import { createVoiceEngine, type VoiceEngine } from '../../src/adapters/tts';
import type { Pcm } from '../../src/adapters/tts/tts-port';
import { fromWav, highBandShare, medianF0, rmsDb } from './helpers/measure';
import { referenceLufs } from './helpers/r128-reference';

jest.setTimeout(90_000);

// Eight words: at 120–220 words a minute, 2–4 s; engines, accents and pace vary.
const SENTENCE = 'The old man waits by the open window.';

let engine: VoiceEngine;
let dir: string;
const rendered = new Map<string, { line: RenderedLine; pcm: Pcm }>();

const speech = (id: string) => rendered.get(id)!.pcm;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cms-voices-'));
  engine = createVoiceEngine({
    previewDir: path.join(dir, 'previews'),
    previewUrl: (id) => `/api/v1/voices/${id}/preview`,
    pool: { size: 2 },
  });
  const lines = await engine.renderLines(
    OFFLINE_VOICES.map((v) => ({ voiceId: v.voiceId, text: SENTENCE })),
  );
  await Promise.all(
    lines.map(async (outcome, i) => {
      if (!outcome.ok) throw outcome.error;
      const pcm = fromWav(await engine.toWav(outcome.value.mp3));
      rendered.set(OFFLINE_VOICES[i].voiceId, { line: outcome.value, pcm });
    }),
  );
});

afterAll(async () => {
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the offline catalogue', () => {
  it('lists at least 16 voices with every field the voice screen needs', async () => {
    const voices = await engine.catalogue();
    expect(voices.length).toBeGreaterThanOrEqual(16);
    for (const v of voices) {
      expect(v.voiceId).toMatch(/^offline-[a-z]+$/);
      expect(v.name).toMatch(/^[A-Z][a-z]+$/);
      expect(['female', 'male']).toContain(v.gender);
      expect(['young', 'middle aged', 'old']).toContain(v.age);
      expect(v.accent).not.toBe('');
      expect(v.description.length).toBeGreaterThan(20);
      expect(v.previewUrl).toBe(`/api/v1/voices/${v.voiceId}/preview`);
      expect(v).not.toHaveProperty('settings');
    }
    expect(new Set(voices.map((v) => v.voiceId)).size).toBe(voices.length);
    expect(new Set(voices.map((v) => v.name)).size).toBe(voices.length);
  });

  it('covers both genders, three ages and several accents, claiming only what the engines do', async () => {
    const voices = await engine.catalogue();
    for (const gender of ['female', 'male'])
      for (const age of ['young', 'middle aged', 'old'])
        expect(voices.some((v) => v.gender === gender && v.age === age)).toBe(true);
    const accents = new Set(voices.map((v) => v.accent));
    for (const accent of ['American', 'British', 'Scottish']) expect(accents).toContain(accent);
    // Flite's recordings are American and Scottish; eSpeak-NG has no Australian or Irish English.
    expect(
      [...accents].filter((a) => /Australian|Irish|Indian|South African|Welsh/.test(a)),
    ).toEqual([]);
  });

  it('no two voices share engine settings', () => {
    const keys = OFFLINE_VOICES.map((v) => JSON.stringify(v.settings));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses only engine voices and variants that exist', () => {
    const espeakVoices = [
      'en',
      'en-us',
      'en-us-nyc',
      'en-gb-x-rp',
      'en-gb-scotland',
      'en-gb-x-gbclan',
      'en-gb-x-gbcwmd',
      'en-029',
    ];
    const variants = [
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
      'm6',
      'm7',
      'f1',
      'f2',
      'f3',
      'f4',
      'f5',
      'grandma',
      'grandpa',
    ];
    for (const { settings } of OFFLINE_VOICES) {
      if (settings.engine === 'flite')
        expect(['slt', 'rms', 'awb', 'kal16', 'kal']).toContain(settings.voice);
      else {
        expect(espeakVoices).toContain(settings.voice);
        expect(variants).toContain(settings.variant);
      }
    }
  });
});

describe('every offline voice speaks', () => {
  it.each(OFFLINE_VOICES.map((v) => [v.voiceId]))('%s: audible, of plausible length', (id) => {
    const { line, pcm } = rendered.get(id)!;
    expect(pcm.sampleRate).toBe(SAMPLE_RATE);
    const seconds = (line.durationMs - LINE_PAUSE_MS) / 1000;
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(4.5);
    expect(rmsDb(pcm.samples)).toBeGreaterThan(-30);
    expect(medianF0(pcm)).toBeGreaterThan(60);
  });

  it('all sit at one loudness: within 1 LU of each other', () => {
    const levels = OFFLINE_VOICES.map((v) =>
      integratedLufs(speech(v.voiceId).samples, SAMPLE_RATE),
    );
    expect(Math.max(...levels) - Math.min(...levels)).toBeLessThan(1);
  });

  it('their loudness reads as the reference R128 meter (ebur128-wasm) reads it, within 0.1 LU', () => {
    const pcms = OFFLINE_VOICES.map((v) => speech(v.voiceId));
    const reference = referenceLufs(pcms);
    pcms.forEach((pcm, i) =>
      expect(Math.abs(integratedLufs(pcm.samples, pcm.sampleRate) - reference[i])).toBeLessThan(
        0.1,
      ),
    );
  });

  it('before the audio chain the engines are not at one level: the normalisation does that', async () => {
    const raw = await Promise.all(
      ['offline-sally', 'offline-edward'].map((voiceId) =>
        engine.port.synthesize({ voiceId, text: SENTENCE }),
      ),
    );
    const [sally, edward] = raw.map((pcm) => integratedLufs(pcm.samples, pcm.sampleRate));
    expect(Math.abs(sally - edward)).toBeGreaterThan(3);
    // Native rates: Flite 16 kHz, eSpeak-NG 22.05 kHz.
    expect(raw.map((pcm) => pcm.sampleRate)).toEqual([16_000, 22_050]);
  });
});

describe('voices are distinguishable', () => {
  it('women and men differ in pitch', () => {
    expect(medianF0(speech('offline-sally')) / medianF0(speech('offline-robert'))).toBeGreaterThan(
      1.4,
    );
    expect(medianF0(speech('offline-fiona')) / medianF0(speech('offline-angus'))).toBeGreaterThan(
      1.6,
    );
  });

  it('the same speaker made younger is higher', () => {
    expect(medianF0(speech('offline-callum')) / medianF0(speech('offline-alan'))).toBeGreaterThan(
      1.15,
    );
    expect(medianF0(speech('offline-margaret')) / medianF0(speech('offline-sally'))).toBeLessThan(
      0.87,
    );
  });

  it('the telephone voice has no high band, unlike the full-band one', () => {
    expect(highBandShare(speech('offline-dispatch'))).toBeLessThan(
      highBandShare(speech('offline-kevin')) / 3,
    );
  });

  it('old voices speak more slowly than young ones of the same engine', () => {
    const length = (id: string) => rendered.get(id)!.line.durationMs;
    expect(length('offline-dorothy')).toBeGreaterThan(length('offline-jake') * 1.2);
    expect(length('offline-margaret')).toBeGreaterThan(length('offline-sally') * 1.08);
  });
});

describe('speed', () => {
  it.each([
    ['offline-sally', 0.5],
    ['offline-edward', 2],
  ])('%s at %sx changes pace, not pitch', async (voiceId, speed) => {
    const line = await engine.renderLine({ voiceId, text: SENTENCE, speed });
    const pcm = fromWav(await engine.toWav(line.mp3));
    const normal = rendered.get(voiceId)!;
    const ratio = (normal.line.durationMs - LINE_PAUSE_MS) / (line.durationMs - LINE_PAUSE_MS);
    expect(ratio).toBeGreaterThan(speed * 0.8);
    expect(ratio).toBeLessThan(speed * 1.25);
    expect(Math.abs(medianF0(pcm) / medianF0(normal.pcm) - 1)).toBeLessThan(0.1);
  });

  it('refuses speeds outside 0.5–2 with a clear message', async () => {
    await expect(
      engine.renderLine({ voiceId: 'offline-sally', text: 'Hi.', speed: 3 }),
    ).rejects.toThrow('Speed must be between 0.5 and 2');
  });
});

describe('lines with nothing to say, and unknown voices', () => {
  it('a transition still gets a line of silence, so the order of lines holds', async () => {
    const line = await engine.renderLine({
      voiceId: 'offline-robert',
      text: 'CUT TO:',
      role: 'narrator',
    });
    expect(readMp3(line.mp3).durationMs).toBeGreaterThanOrEqual(LINE_PAUSE_MS);
    expect(line.durationMs).toBeLessThan(LINE_PAUSE_MS + 100);
    const pcm = fromWav(await engine.toWav(line.mp3));
    expect(rmsDb(pcm.samples)).toBeLessThan(-80);
  });

  it('an unknown voice is refused before any work', async () => {
    await expect(engine.renderLine({ voiceId: 'nobody', text: 'Hi.' })).rejects.toMatchObject({
      code: 'unknown_voice',
      message: 'Unknown voice: nobody',
    });
  });
});

describe('preview clips', () => {
  it('are made once per voice and then served from disk', async () => {
    const first = await engine.preview('offline-fiona');
    expect(first.path.startsWith(path.join(dir, 'previews'))).toBe(true);
    expect(readMp3(first.bytes).durationMs).toBeGreaterThan(1500);
    const made = statSync(first.path).mtimeMs;
    const again = await engine.preview('offline-fiona');
    expect(again.path).toBe(first.path);
    expect(Buffer.compare(Buffer.from(again.bytes), Buffer.from(first.bytes))).toBe(0);
    expect(statSync(first.path).mtimeMs).toBe(made);
  });

  it('concurrent first requests share one clip; each voice has its own', async () => {
    const [a, b, c] = await Promise.all([
      engine.preview('offline-jake'),
      engine.preview('offline-jake'),
      engine.preview('offline-linda'),
    ]);
    expect(a.path).toBe(b.path);
    expect(c.path).not.toBe(a.path);
  });

  it('an unknown voice has no preview', async () => {
    await expect(engine.preview('offline-nobody')).rejects.toThrow('Unknown voice: offline-nobody');
  });
});
