import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createMp3Encoder } from 'wasm-media-encoders';

import { LINE_PAUSE_MS, MP3_BITRATE, SAMPLE_RATE } from '../../src/lib/audio/audio-format';
import { readMp3 } from '../../src/lib/audio/mp3-frames';
import { Mp3FormatError, joinMp3 } from '../../src/lib/audio/mp3-join';
import { createVoiceEngine, type VoiceEngine } from '../../src/adapters/tts';
import { durationS, fromWav, rmsDb, sine } from './helpers/measure';

jest.setTimeout(60_000);

let engine: VoiceEngine;
let dir: string;
let lines: { mp3: Uint8Array; durationMs: number }[];

const script = [
  { voiceId: 'offline-robert', text: 'INT. KITCHEN - NIGHT', role: 'narrator' as const },
  { voiceId: 'offline-sally', text: 'Where were you last night?' },
  { voiceId: 'offline-alan', text: '(beat) Out by the river. Fishing.' },
  { voiceId: 'offline-emily', text: 'In the dark?' },
  { voiceId: 'offline-robert', text: 'EXT. RIVER - DAY', role: 'narrator' as const },
  { voiceId: 'offline-angus', text: 'The fish bite best at dawn, lass.' },
];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cms-mp3-'));
  engine = createVoiceEngine({ previewDir: dir, pool: { size: 2 } });
  lines = await Promise.all(script.map((l) => engine.renderLine(l)));
});

afterAll(async () => {
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('every line in one MP3 format', () => {
  it('is CBR mono at the internal rate and bitrate', () => {
    for (const line of lines) {
      const info = readMp3(line.mp3);
      expect(info).toMatchObject({ sampleRate: SAMPLE_RATE, bitrate: MP3_BITRATE, mono: true });
      expect(info.durationMs).toBe(line.durationMs);
      // CBR: every frame has the size the bitrate gives.
      const sizes = new Set(info.audio.map((f) => f.length));
      for (const size of sizes)
        expect(Math.abs(size - (72 * MP3_BITRATE * 1000) / SAMPLE_RATE)).toBeLessThan(1);
    }
  });

  it('decodes with a real decoder to audible audio of the reported length', async () => {
    for (const line of lines) {
      const pcm = fromWav(await engine.toWav(line.mp3));
      expect(pcm.sampleRate).toBe(SAMPLE_RATE);
      expect(Math.abs(durationS(pcm) * 1000 - line.durationMs)).toBeLessThan(1);
      expect(rmsDb(pcm.samples)).toBeGreaterThan(-40);
    }
  });
});

describe('the combined MP3', () => {
  it('is the frames of every line in order: its decoded length is the sum of the lines', async () => {
    const joined = await engine.combine(lines.map((l) => l.mp3));
    const sum = lines.reduce((n, l) => n + l.durationMs, 0);
    expect(joined.durationMs).toBeCloseTo(sum, 6);
    const decoded = fromWav(await engine.toWav(joined.bytes));
    expect(durationS(decoded) * 1000).toBeCloseTo(sum, 0);
    // Each line carries its pause, so the whole is at least speech plus one pause per line.
    expect(sum).toBeGreaterThan(lines.length * LINE_PAUSE_MS);
    // Line 3 starts where lines 1 and 2 end.
    expect(joined.startsMs[2]).toBeCloseTo(lines[0].durationMs + lines[1].durationMs, 6);
    // Byte for byte: the audio frames of the lines, nothing re-encoded.
    const frames = lines.flatMap((l) => readMp3(l.mp3).audio);
    expect(readMp3(joined.bytes).frames).toBe(frames.length);
  });

  it('carries a chapter per scene heading, with the right start times', async () => {
    const joined = await engine.combine(
      lines.map((l) => l.mp3),
      {
        title: 'Big Fish',
        chapters: [
          { index: 0, title: 'INT. KITCHEN - NIGHT' },
          { index: 4, title: 'EXT. RIVER - DAY' },
        ],
      },
    );
    const text = Buffer.from(joined.bytes.subarray(0, 600)).toString('latin1');
    expect(text.startsWith('ID3')).toBe(true);
    expect(text.match(/CHAP/g)).toHaveLength(2);
    expect(text).toContain('CTOC');
    // The second chapter's start time (ms, big-endian) is where line 5 begins.
    // The last 'ch1' is the chapter's own element id (the first is its entry in the table).
    const at = text.lastIndexOf('ch1\0') + 4;
    const view = new DataView(joined.bytes.buffer, joined.bytes.byteOffset);
    expect(view.getUint32(at)).toBe(Math.round(joined.startsMs[4]));
    // A tagged file still decodes to the same length.
    const decoded = fromWav(await engine.toWav(joined.bytes));
    expect(durationS(decoded) * 1000).toBeCloseTo(joined.durationMs, 0);
  });

  it('falls back to decode and re-encode when a segment is in another format', async () => {
    const lame = await createMp3Encoder();
    lame.configure({ sampleRate: 44_100, channels: 1, bitrate: 128 });
    const foreignBody = lame.encode([sine(220, 1, 44_100)]).slice();
    const foreign = new Uint8Array([...foreignBody, ...lame.finalize()]);
    expect(() => joinMp3([lines[0].mp3, foreign])).toThrow(Mp3FormatError);
    const joined = await engine.combine([lines[0].mp3, foreign]);
    const info = readMp3(joined.bytes);
    expect(info).toMatchObject({ sampleRate: SAMPLE_RATE, bitrate: MP3_BITRATE, mono: true });
    // About the two parts: each re-encoding adds the encoder's delay (1,105 samples) and pads
    // to whole frames, under 100 ms a part.
    const expected = lines[0].durationMs + readMp3(foreign).durationMs;
    expect(info.durationMs).toBeGreaterThanOrEqual(expected);
    expect(info.durationMs - expected).toBeLessThan(2 * 100);
  });

  it('streams the WAV download line by line: one header, then exactly the lines', async () => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of engine.wavChunks(lines.map((l) => l.mp3))) chunks.push(chunk);
    expect(chunks).toHaveLength(1 + lines.length);
    const wav = Buffer.concat(chunks);
    const pcm = fromWav(wav);
    const sum = lines.reduce((n, l) => n + l.durationMs, 0);
    expect(pcm.sampleRate).toBe(SAMPLE_RATE);
    expect(durationS(pcm) * 1000).toBeCloseTo(sum, 0);
    // The header's sizes match the body.
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    expect(rmsDb(pcm.samples)).toBeGreaterThan(-40);
  });

  it("lengthens or shortens the pause after each line by the writer's beat, MP3 and WAV alike", async () => {
    const parts = lines.slice(0, 3).map((l) => l.mp3);
    // 24 ms frames: +600 ms is 25 frames of silence, -240 ms drops 10 frames of the tail.
    const gapsMs = [600, -240, 0];
    const joined = await engine.combine(parts, { gapsMs });
    const sum = lines.slice(0, 3).reduce((n, l) => n + l.durationMs, 0);
    expect(joined.durationMs).toBeCloseTo(sum + 600 - 240, 6);
    expect(joined.startsMs[1]).toBeCloseTo(lines[0].durationMs + 600, 6);
    const decoded = fromWav(await engine.toWav(joined.bytes));
    expect(durationS(decoded) * 1000).toBeCloseTo(joined.durationMs, 0);
    // What was added is silence: the stretch after line 1 decodes to nothing audible.
    const at = (ms: number) => Math.round((ms / 1000) * SAMPLE_RATE);
    const added = decoded.samples.subarray(
      at(lines[0].durationMs + 50),
      at(lines[0].durationMs + 550),
    );
    expect(rmsDb(added)).toBeLessThan(-60);
    const chunks: Uint8Array[] = [];
    for await (const chunk of engine.wavChunks(parts, gapsMs)) chunks.push(chunk);
    expect(durationS(fromWav(Buffer.concat(chunks))) * 1000).toBeCloseTo(sum + 600 - 240, 0);
  });

  it('refuses what is not MP3 with a clear error', async () => {
    expect(() => joinMp3([])).toThrow('Nothing to join');
    expect(() => readMp3(new TextEncoder().encode('hello world, not audio'))).toThrow(
      'No MP3 audio frames found',
    );
    await expect(engine.toWav(new Uint8Array(100))).rejects.toThrow('No MP3 audio frames found');
  });
});
