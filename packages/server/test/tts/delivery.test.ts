import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { LINE_PAUSE_MS } from '../../src/lib/audio/audio-format';
import { integratedLufs } from '../../src/lib/audio/lufs';
import { createVoiceEngine, type VoiceEngine } from '../../src/adapters/tts';
import { planLines } from '../../src/services/audio/audio-fns';
import type { StoredLine } from '../../src/db/schema';
import { fromWav } from './helpers/measure';

/**
 * A parenthetical shapes the delivery on real offline synthesis, measured on the
 * decoded audio of one voice saying one text (gated RMS; playing time without the pauses).
 */
jest.setTimeout(120_000);

let engine: VoiceEngine;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cms-delivery-'));
  engine = createVoiceEngine({ previewDir: dir, pool: { size: 2 } });
});
afterAll(async () => {
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
});

const TEXT = 'I know exactly where the lamp is kept, and so do you.';

const line = (direction: string | null): StoredLine => ({
  id: 's1',
  documentId: 'd1',
  lineIndex: 0,
  actor: 'MARA',
  dialog: TEXT,
  kind: 'dialogue',
  direction,
  directionAfter: null,
  change: null,
  previousId: null,
});

/** The line as Generate plans it, rendered by the real engine and decoded. */
async function said(voiceId: string, direction: string | null) {
  const [planned] = planLines([line(direction)], new Map([['MARA', voiceId]]), (r) =>
    engine.lineKey(r),
  );
  const made = await engine.renderLine(planned.request!);
  const pcm = fromWav(await engine.toWav(made.mp3));
  return {
    key: planned.key,
    level: integratedLufs(pcm.samples, pcm.sampleRate),
    ms: made.durationMs,
  };
}

describe.each(['offline-sally', 'offline-robert'])('delivery with %s', (voiceId) => {
  let plain: Awaited<ReturnType<typeof said>>;
  beforeAll(async () => {
    plain = await said(voiceId, null);
  });

  it('a whisper is at least 6 dB quieter, and is not brought back up to full level', async () => {
    const whisper = await said(voiceId, '(whispering)');
    expect(plain.level - whisper.level).toBeGreaterThanOrEqual(6);
    expect(whisper.key).not.toBe(plain.key);
  });

  it('a shout is at least 3 dB louder', async () => {
    const shout = await said(voiceId, '(shouting)');
    expect(shout.level - plain.level).toBeGreaterThanOrEqual(3);
  });

  it('a pace word changes the spoken time by at least 10 %', async () => {
    const voiced = (ms: number) => ms - LINE_PAUSE_MS;
    const fast = await said(voiceId, '(quickly)');
    const slow = await said(voiceId, '(slowly, deliberately)');
    expect(voiced(fast.ms)).toBeLessThanOrEqual(voiced(plain.ms) * 0.9);
    expect(voiced(slow.ms)).toBeGreaterThanOrEqual(voiced(plain.ms) * 1.1);
  });

  it('a beat is a silence before the line', async () => {
    const beat = await said(voiceId, '(beat)');
    expect(beat.ms - plain.ms).toBeGreaterThanOrEqual(600);
  });
});
