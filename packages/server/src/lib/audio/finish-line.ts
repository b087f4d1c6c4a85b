/**
 * The audio chain every line goes through, whichever engine spoke it: to the internal rate, the
 * residual speed change, its own silence trimmed, one loudness, the same pause before and after.
 */
import { SAMPLE_RATE } from './audio-format';
import type { Synthesis } from './pcm';
import { normalizeLoudness } from './loudness';
import { resample } from './resample';
import { fadeEdges, padSilence, trimSilence } from './silence';
import { timeStretch } from './time-stretch';

export interface FinishOptions {
  leadMs?: number;
  tailMs?: number;
}

export function finishLine(synthesis: Synthesis, options: FinishOptions = {}): Float32Array {
  let samples = resample(synthesis.samples, synthesis.sampleRate, SAMPLE_RATE);
  samples = timeStretch(samples, SAMPLE_RATE, synthesis.residualSpeed);
  // Copy: the trimmed view is changed in place below and may share the engine's buffer.
  const voiced = trimSilence(samples, SAMPLE_RATE).slice();
  normalizeLoudness(voiced, SAMPLE_RATE);
  fadeEdges(voiced, SAMPLE_RATE);
  return padSilence(voiced, SAMPLE_RATE, options.leadMs, options.tailMs);
}
