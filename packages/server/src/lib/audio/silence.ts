/**
 * Engines start and end lines with different amounts of silence. Trimming it and adding the same
 * lead and tail to every line makes the pause between lines the same whoever speaks.
 */
import { LEAD_SILENCE_MS, TAIL_SILENCE_MS } from './audio-format';

/** Relative to the line's peak: quieter than this at the edges counts as silence. */
const EDGE_THRESHOLD_DB = -40;
/** Kept either side of the first/last audible sample so soft consonants are not clipped. */
const MARGIN_MS = 20;

export function trimSilence(samples: Float32Array, sampleRate: number): Float32Array {
  let peak = 0;
  for (let i = 0; i < samples.length; i++) peak = Math.max(peak, Math.abs(samples[i]));
  if (peak === 0) return samples.subarray(0, 0);
  const threshold = peak * 10 ** (EDGE_THRESHOLD_DB / 20);
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) < threshold) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]) < threshold) last--;
  const margin = Math.round((sampleRate * MARGIN_MS) / 1000);
  return samples.subarray(Math.max(0, first - margin), Math.min(samples.length, last + 1 + margin));
}

export function padSilence(
  samples: Float32Array,
  sampleRate: number,
  leadMs = LEAD_SILENCE_MS,
  tailMs = TAIL_SILENCE_MS,
): Float32Array {
  const lead = Math.round((sampleRate * leadMs) / 1000);
  const tail = Math.round((sampleRate * tailMs) / 1000);
  const out = new Float32Array(lead + samples.length + tail);
  out.set(samples, lead);
  return out;
}

/** Short fades at the cut edges so trimming never leaves a click. */
export function fadeEdges(samples: Float32Array, sampleRate: number, ms = 5): void {
  const n = Math.min(Math.round((sampleRate * ms) / 1000), Math.floor(samples.length / 2));
  for (let i = 0; i < n; i++) {
    const g = i / n;
    samples[i] *= g;
    samples[samples.length - 1 - i] *= g;
  }
}
