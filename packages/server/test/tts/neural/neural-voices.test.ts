import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createVoiceEngine, type VoiceEngine } from '../../../src/adapters/tts';
import {
  SAMPLES_PER_TOKEN,
  TINY_SAMPLE_RATE,
  writeTinyPiperVoice,
} from '../../../src/adapters/tts/neural/tiny-piper-model';
import { LINE_PAUSE_MS, SAMPLE_RATE } from '../../../src/lib/audio/audio-format';
import { fromWav } from '../helpers/measure';

jest.setTimeout(60_000);

const LINE = 'The old man waits by the open window.';

let dir: string;
let engine: VoiceEngine;
const warnings: { folder: string; reason: string; message: string }[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cms-neural-'));
  const models = path.join(dir, 'models');
  writeTinyPiperVoice(path.join(models, 'tessa'));
  // No voice.json: the labels come from Piper's folder naming.
  writeTinyPiperVoice(path.join(models, 'en_GB-oliver-low'), { voiceJson: null });
  // Broken folders: a file missing, and a model without the metadata sherpa-onnx requires (it
  // ends the process on that one, which is why models are tried in a child process first).
  rmSync(path.join(writeTinyPiperVoice(path.join(models, 'no-tokens')), 'tokens.txt'));
  writeTinyPiperVoice(path.join(models, 'wrong-shape'), { without: 'sample_rate' });
  mkdirSync(path.join(models, 'notes'));
  writeFileSync(path.join(models, 'README.txt'), 'not a folder');
  engine = createVoiceEngine({
    previewDir: path.join(dir, 'previews'),
    voiceModelsDir: models,
    pool: { size: 2 },
    logger: {
      warn: (fields: { folder: string; reason: string }, message: string) =>
        warnings.push({ ...fields, message }),
    } as never,
  });
});

afterAll(async () => {
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('neural voices from VOICE_MODELS_DIR', () => {
  it('lists each working model folder as a voice, labelled from voice.json or the folder name', async () => {
    const voices = await engine.catalogue();
    const neural = voices.filter((v) => v.engine === 'neural');
    expect(neural.map((v) => v.voiceId)).toEqual(['neural-en-gb-oliver-low', 'neural-tessa']);
    expect(neural[1]).toMatchObject({
      name: 'Tessa',
      gender: 'female',
      age: 'young',
      accent: 'American',
    });
    expect(neural[1].description).toMatch(/^Natural neural voice \(Piper VITS\).*Licence: /);
    expect(neural[0]).toMatchObject({ name: 'Oliver', accent: 'British' });
    // The offline voices are all still there.
    expect(voices.filter((v) => v.voiceId.startsWith('offline-')).length).toBeGreaterThanOrEqual(
      21,
    );
  });

  it('leaves a broken folder out with one log line naming it and why', async () => {
    await engine.catalogue();
    expect(warnings.map((w) => w.folder).sort()).toEqual(['no-tokens', 'notes', 'wrong-shape']);
    expect(warnings.find((w) => w.folder === 'no-tokens')?.reason).toBe('no tokens.txt');
    expect(warnings.find((w) => w.folder === 'wrong-shape')?.reason).toMatch(/sample_rate/);
    expect(engine.knows('neural-wrong-shape')).toBe(false);
    await expect(engine.renderLine({ voiceId: 'neural-wrong-shape', text: 'Hi.' })).rejects.toThrow(
      /Unknown voice/,
    );
  });

  it("makes a line through the pool at the model's rate, as long as its phonemes", async () => {
    const raw = await engine.port.synthesize({ voiceId: 'neural-tessa', text: LINE });
    expect(raw.sampleRate).toBe(TINY_SAMPLE_RATE);
    expect(raw.samples.length % SAMPLES_PER_TOKEN).toBe(0);
    const short = await engine.port.synthesize({ voiceId: 'neural-tessa', text: 'Hi.' });
    expect(raw.samples.length).toBeGreaterThan(4 * short.samples.length);

    const line = await engine.renderLine({ voiceId: 'neural-tessa', text: LINE });
    const spokenMs = (raw.samples.length / TINY_SAMPLE_RATE) * 1000;
    // The audio chain adds the pause around every line; MP3 frames round it by up to 48 ms.
    expect(Math.abs(line.durationMs - (spokenMs + LINE_PAUSE_MS))).toBeLessThan(80);
    const pcm = fromWav(await engine.toWav(line.mp3));
    expect(pcm.sampleRate).toBe(SAMPLE_RATE);
  });

  it('keys lines by voice, model and words, and makes the same line the same way again', async () => {
    const key = (voiceId: string, text = LINE) => engine.lineKey({ voiceId, text });
    expect(key('neural-tessa')).toBe(key('neural-tessa'));
    expect(key('neural-tessa')).not.toBe(key('neural-en-gb-oliver-low'));
    expect(key('neural-tessa')).not.toBe(key('neural-tessa', 'Hi.'));
    expect(key('neural-tessa')).not.toBe(key('offline-sally'));
    // The same folder name holding another model is another voice to the line cache.
    const otherModels = path.join(dir, 'other-models');
    writeTinyPiperVoice(path.join(otherModels, 'tessa'), { sampleRate: 16_000 });
    const other = createVoiceEngine({
      previewDir: path.join(dir, 'other-previews'),
      voiceModelsDir: otherModels,
      pool: { size: 1 },
    });
    expect(other.lineKey({ voiceId: 'neural-tessa', text: LINE })).not.toBe(key('neural-tessa'));
    await other.close();
    const [first, second] = await Promise.all([
      engine.renderLine({ voiceId: 'neural-tessa', text: 'Again.' }),
      engine.renderLine({ voiceId: 'neural-tessa', text: 'Again.' }),
    ]);
    expect(Buffer.from(first.mp3).equals(Buffer.from(second.mp3))).toBe(true);
  });

  it('keeps a preview clip once made', async () => {
    const made = await engine.preview('neural-tessa');
    const again = await engine.preview('neural-tessa');
    expect(again).toEqual(made);
  });

  it('reports its real-time factor after its first lines', async () => {
    expect(engine.realTimeFactor('offline-sally')).toBeUndefined();
    await engine.renderLines(
      ['One.', 'Two lines.', 'Three lines here.'].map((text) => ({
        voiceId: 'neural-en-gb-oliver-low',
        text,
      })),
    );
    const factor = engine.realTimeFactor('neural-en-gb-oliver-low');
    expect(factor).toBeGreaterThan(0);
    // The tone model does almost nothing: far faster than real time.
    expect(factor).toBeLessThan(1);
  });
});

describe('without VOICE_MODELS_DIR', () => {
  it('has no neural voices and loads nothing', async () => {
    const plain = createVoiceEngine({ previewDir: path.join(dir, 'plain'), pool: { size: 1 } });
    try {
      const voices = await plain.catalogue();
      expect(voices.some((v) => v.engine === 'neural')).toBe(false);
      expect(plain.knows('neural-tessa')).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
