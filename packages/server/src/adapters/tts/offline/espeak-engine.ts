/**
 * eSpeak-NG (GPL-3.0) compiled to WASM with Emscripten. Starting it loads 24 MB of voice data, so
 * one instance is kept per thread and every setting is written before each line: the instance
 * remembers pitch, range and rate across voices otherwise.
 */
import type { Synthesis } from '../tts-port';
import type { EspeakSettings } from './offline-settings';
import { longestSeconds } from './spoken-length';

interface EspeakWorker {
  set_voice(name: string): number;
  set_pitch(value: number): void;
  set_range(value: number): void;
  set_rate(value: number): void;
  get_samplerate(): number;
  synthesize(text: string, callback: (samples: Int16Array, events: unknown[]) => boolean): void;
}

// eSpeak-NG's accepted speaking rates (words per minute).
const MIN_RATE = 80;
const MAX_RATE = 450;

let instance: Promise<EspeakWorker> | undefined;

export function espeak(): Promise<EspeakWorker> {
  instance ??= import('@echogarden/espeak-ng-emscripten').then(async ({ default: init }) => {
    const m = (await init()) as { eSpeakNGWorker: new () => EspeakWorker };
    return new m.eSpeakNGWorker();
  });
  return instance;
}

export async function espeakSynthesize(
  settings: EspeakSettings,
  text: string,
  speed: number,
): Promise<Synthesis> {
  const engine = await espeak();
  if (engine.set_voice(`${settings.voice}+${settings.variant}`) !== 0)
    throw new Error(`eSpeak-NG has no voice ${settings.voice}+${settings.variant}`);
  const rate = Math.round(Math.min(MAX_RATE, Math.max(MIN_RATE, settings.rate * speed)));
  engine.set_pitch(settings.pitch);
  engine.set_range(settings.range);
  engine.set_rate(rate);
  const chunks: Int16Array[] = [];
  let length = 0;
  const most = Math.ceil(longestSeconds(text) * engine.get_samplerate());
  engine.synthesize(text, (samples) => {
    const kept = samples.subarray(0, Math.max(0, most - length));
    chunks.push(kept);
    length += kept.length;
    return length >= most; // true stops the engine: the line has lasted as long as its words can
  });
  const samples = new Float32Array(length);
  let at = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) samples[at + i] = chunk[i] / 32768;
    at += chunk.length;
  }
  // Whatever part of the speed the rate limits could not give is left to the time-stretch.
  const achieved = rate / settings.rate;
  return { samples, sampleRate: engine.get_samplerate(), residualSpeed: speed / achieved };
}
