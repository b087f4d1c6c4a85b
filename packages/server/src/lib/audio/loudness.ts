/**
 * Per-line loudness: a gated RMS (silence and breath noise left out, as LUFS gating does) brought
 * to one target, then a peak limiter so the gain never clips. Voices from different engines come
 * out of the engines 10 dB or more apart; after this they sit at one level.
 */
import { PEAK_CEILING_DBFS, TARGET_RMS_DBFS } from './audio-format';

const BLOCK_MS = 50;
/** Blocks quieter than this (absolute) never count: digital silence and noise floor. */
const ABSOLUTE_GATE_DBFS = -60;
/** Blocks this far below the ungated level do not count: pauses between words. */
const RELATIVE_GATE_DB = 15;

export const dbToGain = (db: number): number => 10 ** (db / 20);
export const gainToDb = (gain: number): number => 20 * Math.log10(Math.max(gain, 1e-12));

/** Gated RMS level in dBFS; -Infinity for silence. */
export function gatedRmsDb(samples: Float32Array, sampleRate: number): number {
  const block = Math.max(1, Math.round((sampleRate * BLOCK_MS) / 1000));
  const energies: number[] = [];
  for (let start = 0; start < samples.length; start += block) {
    const end = Math.min(samples.length, start + block);
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i] * samples[i];
    energies.push(sum / (end - start));
  }
  const absolute = dbToGain(ABSOLUTE_GATE_DBFS) ** 2;
  const loud = energies.filter((e) => e > absolute);
  if (loud.length === 0) return -Infinity;
  const mean = loud.reduce((a, b) => a + b, 0) / loud.length;
  const relative = mean * dbToGain(-RELATIVE_GATE_DB) ** 2;
  const kept = loud.filter((e) => e > relative);
  const gated = kept.reduce((a, b) => a + b, 0) / kept.length;
  return 10 * Math.log10(gated);
}

/**
 * Peak limiter: the gain needed in each 5 ms block is spread to its neighbours (attack before the
 * peak, release after it) and interpolated, so there are no clicks where it acts.
 */
function limit(samples: Float32Array, sampleRate: number, ceiling: number): void {
  const block = Math.max(1, Math.round(sampleRate * 0.005));
  const blocks = Math.ceil(samples.length / block);
  const gains = new Float32Array(blocks).fill(1);
  let any = false;
  for (let b = 0; b < blocks; b++) {
    let peak = 0;
    const end = Math.min(samples.length, (b + 1) * block);
    for (let i = b * block; i < end; i++) peak = Math.max(peak, Math.abs(samples[i]));
    if (peak > ceiling) {
      gains[b] = ceiling / peak;
      any = true;
    }
  }
  if (!any) return;
  // Each block takes the smallest gain within two blocks either side.
  const spread = new Float32Array(blocks);
  for (let b = 0; b < blocks; b++) {
    let g = 1;
    for (let k = Math.max(0, b - 2); k <= Math.min(blocks - 1, b + 2); k++)
      g = Math.min(g, gains[k]);
    spread[b] = g;
  }
  for (let i = 0; i < samples.length; i++) {
    const pos = i / block - 0.5;
    const b0 = Math.max(0, Math.floor(pos));
    const b1 = Math.min(blocks - 1, b0 + 1);
    const t = Math.min(1, Math.max(0, pos - b0));
    const g = Math.min(spread[b0] * (1 - t) + spread[b1] * t, spread[b0], spread[b1]);
    samples[i] *= g;
  }
  // Interpolation can leave a sample a hair over the ceiling; clamp what is left.
  for (let i = 0; i < samples.length; i++) {
    if (samples[i] > ceiling) samples[i] = ceiling;
    else if (samples[i] < -ceiling) samples[i] = -ceiling;
  }
}

/** Brings a line to the target level in place and returns the gain applied (dB). */
export function normalizeLoudness(
  samples: Float32Array,
  sampleRate: number,
  targetDb = TARGET_RMS_DBFS,
): number {
  const level = gatedRmsDb(samples, sampleRate);
  if (!Number.isFinite(level)) return 0;
  const gainDb = targetDb - level;
  const gain = dbToGain(gainDb);
  for (let i = 0; i < samples.length; i++) samples[i] *= gain;
  limit(samples, sampleRate, dbToGain(PEAK_CEILING_DBFS));
  return gainDb;
}
