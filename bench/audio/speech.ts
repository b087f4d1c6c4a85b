/**
 * Real speech for the audio benches: every offline voice speaking the sample scene, as the
 * engines deliver it (native rate, own level, before the audio chain).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createVoiceEngine } from '../../packages/server/src/adapters/tts';
import { OFFLINE_VOICES } from '../../packages/server/src/adapters/tts/offline/offline-catalogue';
import type { Synthesis } from '../../packages/server/src/lib/audio/pcm';
import { SAMPLE_LINES } from '../voices/voices';

export interface VoiceSpeech {
  voiceId: string;
  lines: Synthesis[];
}

export async function renderSpeech(): Promise<VoiceSpeech[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-bench-audio-'));
  const engine = createVoiceEngine({ previewDir: dir, pool: { size: 2 } });
  try {
    return await Promise.all(
      OFFLINE_VOICES.map(async ({ voiceId }) => ({
        voiceId,
        lines: await Promise.all(
          SAMPLE_LINES.map((text) => engine.port.synthesize({ voiceId, text })),
        ),
      })),
    );
  } finally {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const seconds = (pcm: { samples: Float32Array; sampleRate: number }): number =>
  pcm.samples.length / pcm.sampleRate;

/** Milliseconds a function takes per minute of audio, best of three runs. */
export function msPerMinute(audioS: number, run: () => void): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return (best / audioS) * 60;
}
