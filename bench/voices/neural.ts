/**
 * The neural engine beside the offline ones in `npm run bench -- voices`: speed of one
 * thread on the generated Piper-shaped model (what sherpa-onnx, the phonemiser and the line chain
 * cost with a model that does almost nothing), and of every real voice in VOICE_MODELS_DIR when
 * it is set. The real-time factor is the model's own: seconds of synthesis per second of speech,
 * as the engine reports it after its first lines. Figures only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createVoiceEngine } from '../../packages/server/src/adapters/tts';
import { writeTinyPiperVoice } from '../../packages/server/src/adapters/tts/neural/tiny-piper-model';
import { LINE_PAUSE_MS } from '../../packages/server/src/lib/audio/audio-format';
import { SAMPLE_LINES } from './voices';

export interface NeuralFigure {
  name: string;
  audioS: number;
  wallS: number;
  /** Audio seconds per wall second, whole line chain and MP3 included. */
  realtime: number;
  /** The model's real-time factor as the engine measured it. */
  factor: number | undefined;
}

async function measureFolder(modelsDir: string, label: (name: string) => string) {
  const previewDir = mkdtempSync(path.join(tmpdir(), 'cms-bench-neural-'));
  const engine = createVoiceEngine({ previewDir, voiceModelsDir: modelsDir, pool: { size: 1 } });
  try {
    const voices = (await engine.catalogue()).filter((v) => v.engine === 'neural');
    const figures: NeuralFigure[] = [];
    for (const voice of voices) {
      // The first line loads the model into the thread.
      await engine.renderLine({ voiceId: voice.voiceId, text: SAMPLE_LINES[1] });
      let audioS = 0;
      const started = performance.now();
      for (let round = 0; round < 2; round++)
        for (const text of SAMPLE_LINES) {
          const line = await engine.renderLine({ voiceId: voice.voiceId, text });
          audioS += (line.durationMs - LINE_PAUSE_MS) / 1000;
        }
      const wallS = (performance.now() - started) / 1000;
      figures.push({
        name: label(voice.name),
        audioS,
        wallS,
        realtime: audioS / wallS,
        factor: engine.realTimeFactor(voice.voiceId),
      });
    }
    return figures;
  } finally {
    await engine.close();
    rmSync(previewDir, { recursive: true, force: true });
  }
}

export async function measureNeural(): Promise<NeuralFigure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-bench-tiny-'));
  try {
    writeTinyPiperVoice(path.join(dir, 'tone'));
    const figures = await measureFolder(dir, () => 'Neural, generated tone model');
    const real = process.env.VOICE_MODELS_DIR;
    if (real) figures.push(...(await measureFolder(real, (name) => `Neural, ${name}`)));
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printNeural(figures: NeuralFigure[]): void {
  console.log('Neural synthesis (sherpa-onnx), one thread');
  for (const f of figures)
    console.log(
      `${f.name.padEnd(32)} ${f.realtime.toFixed(1).padStart(6)}x  (${f.audioS.toFixed(0)} s audio in ${f.wallS.toFixed(1)} s; model real-time factor ${f.factor === undefined ? 'n/a' : f.factor.toFixed(3)})`,
    );
  if (!process.env.VOICE_MODELS_DIR)
    console.log(
      'a real voice: npm run voices:add -- <name>, then VOICE_MODELS_DIR=<that folder> npm run bench -- voices',
    );
}
