/**
 * Neural synthesis of one line, run inside a worker thread: sherpa-onnx runs the model on the
 * CPU. A model is loaded once per thread and kept (loading a real voice takes 0.2–1 s, a line
 * far less). Only models that passed the probe (`neural-probe.ts`) reach here: sherpa-onnx ends
 * the whole process on some malformed models instead of throwing.
 */
import { createRequire } from 'node:module';

import type { Synthesis } from '../tts-port';
import { type NeuralSettings, sherpaConfig } from './neural-settings';

interface SherpaTts {
  generate(request: { text: string; sid: number; speed: number }): {
    samples: Float32Array;
    sampleRate: number;
  };
}

type SherpaModule = { OfflineTts: new (config: object) => SherpaTts };
let sherpa: SherpaModule | undefined;
const loaded = new Map<string, SherpaTts>();

function engineFor(settings: NeuralSettings): SherpaTts {
  // Resolved from this file at run time (worker threads run as ESM): the bundle keeps it external.
  sherpa ??= createRequire(import.meta.url)('sherpa-onnx-node') as SherpaModule;
  let tts = loaded.get(settings.model.dir);
  if (!tts) {
    tts = new sherpa.OfflineTts(sherpaConfig(settings.model));
    loaded.set(settings.model.dir, tts);
  }
  return tts;
}

/** Raw PCM at the model's rate; the model itself speaks at the speed asked (its length scale). */
export function neuralSynthesize(settings: NeuralSettings, text: string, speed: number): Synthesis {
  const audio = engineFor(settings).generate({ text, sid: settings.speaker, speed });
  // Copied: the addon's buffer lives outside the JavaScript heap and cannot be sent to the pool.
  return {
    samples: Float32Array.from(audio.samples),
    sampleRate: audio.sampleRate,
    residualSpeed: 1,
  };
}
