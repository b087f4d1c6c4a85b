/**
 * The audio chain every line goes through, whichever engine spoke it: to the internal rate, the
 * residual speed change, its own silence trimmed, one loudness, the same pause before and after.
 */
import { LEAD_SILENCE_MS, SAMPLE_RATE, TARGET_LUFS } from './audio-format';
import { highPass } from './high-pass';
import type { Synthesis } from './pcm';
import { normalizeLoudness } from './loudness';
import { resample } from './resample';
import { fadeEdges, padSilence, trimSilence } from './silence';
import { timeStretch } from './time-stretch';

/**
 * How a line is delivered, from its parenthetical: its level against the one
 * every line is brought to (a whisper stays quiet), a thinner, breathier sound, and a silence
 * before it for a beat. Pace is the line's speed.
 */
export interface Delivery {
  gainDb?: number;
  breathy?: boolean;
  pauseBeforeMs?: number;
  /** What a provider that takes cues can be told ('whisper', 'shout'). */
  tone?: 'whisper' | 'shout';
  /** A take's pitch in semitones, either way; the length stays. */
  pitch?: number;
}

export interface FinishOptions {
  leadMs?: number;
  tailMs?: number;
  delivery?: Delivery;
}

/** Below this the chest of a voice is cut for a breathy delivery. */
const BREATHY_CUTOFF_HZ = 450;

export function finishLine(synthesis: Synthesis, options: FinishOptions = {}): Float32Array {
  const { delivery = {} } = options;
  let samples = resample(synthesis.samples, synthesis.sampleRate, SAMPLE_RATE);
  // A pitch shift that keeps the length: stretched longer by its ratio, then played faster by
  // it (resampled as if recorded at a rate that much higher). Any engine, in one pass. The rate
  // is rounded to 100 Hz (a few cents) so the resampler's kernel table stays small.
  const shifted = Math.round((SAMPLE_RATE * 2 ** ((delivery.pitch ?? 0) / 12)) / 100) * 100;
  samples = timeStretch(samples, SAMPLE_RATE, (synthesis.residualSpeed * SAMPLE_RATE) / shifted);
  samples = resample(samples, shifted, SAMPLE_RATE);
  // Copy: the trimmed view is changed in place below and may share the engine's buffer.
  const voiced = trimSilence(samples, SAMPLE_RATE).slice();
  if (delivery.breathy) highPass(voiced, SAMPLE_RATE, BREATHY_CUTOFF_HZ);
  normalizeLoudness(voiced, SAMPLE_RATE, TARGET_LUFS + (delivery.gainDb ?? 0));
  fadeEdges(voiced, SAMPLE_RATE);
  const leadMs = (options.leadMs ?? LEAD_SILENCE_MS) + (delivery.pauseBeforeMs ?? 0);
  return padSilence(voiced, SAMPLE_RATE, leadMs, options.tailMs);
}
