import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { LINE_PAUSE_MS, SAMPLE_RATE } from '../../src/lib/audio/audio-format';
import { readMp3 } from '../../src/lib/audio/mp3-frames';
import {
  createElevenLabsVoices,
  toVoice,
} from '../../src/adapters/tts/elevenlabs/elevenlabs-voices';
import { createVoiceEngine, type VoiceEngine } from '../../src/adapters/tts';
import { VoiceError } from '../../src/adapters/tts/tts-port';
import { FAKE_KEY, type FakeElevenLabs, startFakeElevenLabs } from './helpers/fake-elevenlabs';
import { fromWav, rmsDb } from './helpers/measure';

jest.setTimeout(60_000);

let fake: FakeElevenLabs;

beforeEach(async () => {
  fake = await startFakeElevenLabs();
});

afterEach(async () => {
  await fake.close();
});

const adapter = (extra: Partial<Parameters<typeof createElevenLabsVoices>[0]> = {}) =>
  createElevenLabsVoices({
    apiKey: FAKE_KEY,
    baseUrl: fake.baseUrl,
    backoffMs: 5,
    retries: 3,
    ...extra,
  });

const GEORGE = 'elevenlabs-JBFqnCBsd6RMkjVDRZzb';

describe('ElevenLabs catalogue', () => {
  it('maps their voices and labels onto ours, with their preview urls', async () => {
    const voices = await adapter().catalogue();
    expect(voices).toEqual([
      {
        voiceId: 'elevenlabs-EXAVITQu4vr4xnSDxMaL',
        name: 'Bella',
        gender: 'female',
        age: 'young',
        accent: 'American',
        description: 'Soft (ElevenLabs).',
        engine: 'elevenlabs',
        previewUrl: 'https://storage.example/voices/bella.mp3',
      },
      {
        voiceId: GEORGE,
        name: 'George',
        gender: 'male',
        age: 'middle aged',
        accent: 'British',
        description: 'Warm, captivating storyteller (ElevenLabs).',
        engine: 'elevenlabs',
        previewUrl: 'https://storage.example/voices/george.mp3',
      },
    ]);
  });

  it('asks once and reuses the list', async () => {
    const voices = adapter();
    await voices.catalogue();
    await voices.catalogue();
    expect(fake.voiceListCalls).toBe(1);
  });

  it('a voice without labels still gets every field', () => {
    expect(toVoice({ voice_id: 'x', name: 'Plain' })).toMatchObject({
      voiceId: 'elevenlabs-x',
      gender: '',
      age: '',
      accent: '',
      description: 'ElevenLabs voice.',
      previewUrl: null,
    });
  });
});

describe('ElevenLabs text-to-speech', () => {
  it('sends the documented request: key header, model, settings, neighbours, raw PCM at our rate', async () => {
    fake.audioSeconds = 1.5;
    const out = await adapter({ modelId: 'eleven_multilingual_v2' }).synthesize({
      voiceId: GEORGE,
      text: 'Where were you?',
      speed: 1,
      previousText: 'It was late.',
      nextText: 'Out by the river.',
    });
    expect(out.sampleRate).toBe(SAMPLE_RATE);
    expect(out.samples.length).toBe(1.5 * SAMPLE_RATE);
    expect(out.residualSpeed).toBe(1);
    const [call] = fake.calls;
    expect(call.voiceId).toBe('JBFqnCBsd6RMkjVDRZzb');
    expect(call.headers['xi-api-key']).toBe(FAKE_KEY);
    expect(call.query.get('output_format')).toBe('pcm_24000');
    expect(call.body).toEqual({
      text: 'Where were you?',
      model_id: 'eleven_multilingual_v2',
      voice_settings: { stability: 0.5, similarity_boost: 0.75, speed: 1 },
      previous_text: 'It was late.',
      next_text: 'Out by the river.',
    });
  });

  it('tells the model how a directed line is said: audio tags on v3, a looser setting for a shout', async () => {
    await adapter({ modelId: 'eleven_v3' }).synthesize({
      voiceId: GEORGE,
      text: 'Stay down.',
      delivery: { gainDb: -10, breathy: true, tone: 'whisper' },
    });
    await adapter({ modelId: 'eleven_v3' }).synthesize({
      voiceId: GEORGE,
      text: 'Run!',
      delivery: { gainDb: 5, tone: 'shout' },
    });
    await adapter({ modelId: 'eleven_multilingual_v2' }).synthesize({
      voiceId: GEORGE,
      text: 'Run!',
      delivery: { gainDb: 5, tone: 'shout' },
    });
    expect(fake.calls.map((c) => c.body.text)).toEqual([
      '[whispers] Stay down.',
      '[shouts] Run!',
      'Run!',
    ]);
    expect(fake.calls[2].body.voice_settings).toMatchObject({ stability: 0.3, style: 0.6 });
  });

  it('asks for the speed it supports and leaves the rest to the time-stretch', async () => {
    const slow = await adapter().synthesize({ voiceId: GEORGE, text: 'Hi.', speed: 0.5 });
    const fast = await adapter().synthesize({ voiceId: GEORGE, text: 'Hi.', speed: 2 });
    expect(fake.calls.map((c) => c.body.voice_settings.speed)).toEqual([0.7, 1.2]);
    expect(slow.residualSpeed).toBeCloseTo(0.5 / 0.7);
    expect(fast.residualSpeed).toBeCloseTo(2 / 1.2);
  });

  it('retries 429 too_many_concurrent_requests, then succeeds', async () => {
    fake.script = [
      {
        status: 429,
        body: { detail: { status: 'too_many_concurrent_requests', message: 'Too many' } },
      },
      {
        status: 429,
        body: { detail: { status: 'too_many_concurrent_requests', message: 'Too many' } },
      },
    ];
    const out = await adapter().synthesize({ voiceId: GEORGE, text: 'Hello.' });
    expect(out.samples.length).toBeGreaterThan(0);
    expect(fake.calls).toHaveLength(3);
  });

  it('retries 503 and system_busy, honouring Retry-After', async () => {
    fake.script = [
      { status: 503, body: { detail: { status: 'service_unavailable', message: 'Down' } } },
      {
        status: 429,
        body: { detail: { status: 'system_busy', message: 'Busy' } },
        headers: { 'retry-after': '0' },
      },
    ];
    await adapter().synthesize({ voiceId: GEORGE, text: 'Hello.' });
    expect(fake.calls).toHaveLength(3);
  });

  it('gives up after the last retry with a message saying why', async () => {
    fake.script = Array.from({ length: 10 }, () => ({
      status: 429,
      body: { detail: { status: 'system_busy', message: 'We are busy' } },
    }));
    const failure = adapter({ retries: 2 }).synthesize({ voiceId: GEORGE, text: 'Hello.' });
    await expect(failure).rejects.toThrow(
      'ElevenLabs did not answer after 3 attempts (last: 429 system_busy: We are busy)',
    );
    await expect(failure).rejects.toBeInstanceOf(VoiceError);
    expect(fake.calls).toHaveLength(3);
  });

  it('does not retry what retrying cannot fix: a bad key, an unknown voice', async () => {
    const badKey = createElevenLabsVoices({ apiKey: 'wrong', baseUrl: fake.baseUrl, backoffMs: 5 });
    await expect(badKey.synthesize({ voiceId: GEORGE, text: 'Hi.' })).rejects.toThrow(
      'ElevenLabs refused the request: 401 invalid_api_key: Invalid API key (check ELEVENLABS_API_KEY)',
    );
    await expect(adapter().synthesize({ voiceId: 'elevenlabs-nope', text: 'Hi.' })).rejects.toThrow(
      'ElevenLabs refused the request: 404 voice_not_found: Voice not found',
    );
    expect(fake.calls).toHaveLength(1); // the bad key never reached the speech handler
  });

  it('keeps to the plan: never more requests in flight than the concurrency limit', async () => {
    fake.delayMs = 30;
    const voices = adapter({ concurrency: 3 });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        voices.synthesize({ voiceId: GEORGE, text: `Line ${i}` }),
      ),
    );
    expect(fake.calls).toHaveLength(10);
    expect(fake.maxInFlight).toBeLessThanOrEqual(3);
    // And started in order: requests sent together over separate connections may reach the
    // server in either order, so a line may arrive at most (limit − 1) places before its turn.
    const arrived = fake.calls.map((c) => c.body.text);
    for (let i = 0; i < 10; i++) expect(arrived.indexOf(`Line ${i}`)).toBeGreaterThanOrEqual(i - 2);
  });

  it('a network failure is retried, then reported', async () => {
    const down = createElevenLabsVoices({
      apiKey: FAKE_KEY,
      baseUrl: 'http://127.0.0.1:9',
      backoffMs: 1,
      retries: 1,
    });
    await expect(down.synthesize({ voiceId: GEORGE, text: 'Hi.' })).rejects.toThrow(
      /ElevenLabs did not answer after 2 attempts \(last: network error/,
    );
  });
});

describe('the composite catalogue and the engine', () => {
  let engine: VoiceEngine;
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cms-eleven-'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  afterEach(async () => {
    await engine?.close();
  });

  it('without a key: the offline voices alone', async () => {
    engine = createVoiceEngine({ previewDir: dir, pool: { size: 1 } });
    const voices = await engine.catalogue();
    expect(voices.every((v) => v.engine !== 'elevenlabs')).toBe(true);
    expect(voices.length).toBeGreaterThanOrEqual(16);
    expect(engine.knows(GEORGE)).toBe(false);
  });

  it('with a key: both catalogues, offline first', async () => {
    engine = createVoiceEngine({
      previewDir: dir,
      pool: { size: 1 },
      elevenLabs: { apiKey: FAKE_KEY, baseUrl: fake.baseUrl },
    });
    const voices = await engine.catalogue();
    expect(voices.filter((v) => v.engine === 'elevenlabs').map((v) => v.name)).toEqual([
      'Bella',
      'George',
    ]);
    expect(voices[0].voiceId).toMatch(/^offline-/);
    expect(engine.knows(GEORGE)).toBe(true);
  });

  it('with a key but the provider down: still the offline voices, and a warning', async () => {
    fake.voicesStatus = 500;
    const warnings: unknown[] = [];
    engine = createVoiceEngine({
      previewDir: dir,
      pool: { size: 1 },
      elevenLabs: { apiKey: FAKE_KEY, baseUrl: fake.baseUrl, retries: 0 },
      logger: { warn: (o) => warnings.push(o) },
    });
    const voices = await engine.catalogue();
    expect(voices.length).toBeGreaterThanOrEqual(16);
    expect(voices.every((v) => v.engine !== 'elevenlabs')).toBe(true);
    expect(warnings).toHaveLength(1);
  });

  it('a provider line goes through the same chain: MP3 in our format, one level, one pause', async () => {
    fake.audioSeconds = 2;
    engine = createVoiceEngine({
      previewDir: dir,
      pool: { size: 1 },
      elevenLabs: { apiKey: FAKE_KEY, baseUrl: fake.baseUrl, backoffMs: 5 },
    });
    const line = await engine.renderLine({
      voiceId: GEORGE,
      text: '(beat) Where were you?',
      previous: { text: 'INT. KITCHEN - NIGHT', role: 'narrator' },
      next: { text: '(quietly) Out.' },
    });
    expect(readMp3(line.mp3)).toMatchObject({ sampleRate: SAMPLE_RATE, mono: true });
    expect(line.durationMs).toBeGreaterThan(2000 + LINE_PAUSE_MS - 100);
    expect(line.durationMs).toBeLessThan(2000 + LINE_PAUSE_MS + 150);
    const pcm = fromWav(await engine.toWav(line.mp3));
    expect(rmsDb(pcm.samples)).toBeGreaterThan(-30);
    // Cleaned text, and cleaned neighbours.
    expect(fake.calls[0].body).toMatchObject({
      text: 'Where were you?',
      previous_text: 'Interior. Kitchen, Night',
      next_text: 'Out.',
    });

    // At 2x the provider is asked for 1.2x (its limit) and the rest is time-stretched: the fake
    // always answers 2 s, so 2 s / (2 / 1.2) = 1.2 s remain.
    const faster = await engine.renderLine({ voiceId: GEORGE, text: 'Quick.', speed: 2 });
    expect(faster.durationMs).toBeGreaterThan(1200 + LINE_PAUSE_MS - 100);
    expect(faster.durationMs).toBeLessThan(1200 + LINE_PAUSE_MS + 150);
  });
});
