/**
 * Per-line loudness: each line is measured as EBU R128 does (K-weighted, gated, in LUFS) and
 * brought to one target, then a peak limiter keeps the gain from clipping. Voices from different
 * engines come out of the engines 10 dB or more apart; after this they sound equally loud.
 */
import { PEAK_CEILING_DBFS, TARGET_LUFS } from './audio-format';
import { integratedLufs } from './lufs';
import { limitPeaks } from './peak-limiter';

export const dbToGain = (db: number): number => 10 ** (db / 20);
export const gainToDb = (gain: number): number => 20 * Math.log10(Math.max(gain, 1e-12));

/** Brings a line to the target loudness in place and returns the gain applied (dB). */
export function normalizeLoudness(
  samples: Float32Array,
  sampleRate: number,
  targetLufs = TARGET_LUFS,
): number {
  const level = integratedLufs(samples, sampleRate);
  if (!Number.isFinite(level)) return 0;
  const gainDb = targetLufs - level;
  const gain = dbToGain(gainDb);
  for (let i = 0; i < samples.length; i++) samples[i] *= gain;
  limitPeaks(samples, sampleRate, dbToGain(PEAK_CEILING_DBFS));
  return gainDb;
}
