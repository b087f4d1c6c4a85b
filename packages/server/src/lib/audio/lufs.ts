/**
 * Integrated loudness in LUFS as EBU R128 defines it (ITU-R BS.1770-4, mono): the K-weighted
 * signal's mean square over 400 ms blocks that overlap by 75 %, blocks below -70 LUFS left out
 * (silence), then blocks more than 10 LU below the mean of the rest left out (pauses between
 * words), and the mean of what is left. It is how loud a line is to the ear, not how much energy
 * it holds: two voices at one LUFS sound equally loud whatever their pitch and brightness.
 */
import { kWeighted } from './k-weighting';

const BLOCK_S = 0.4;
const HOP_S = 0.1;
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = 10;

/** Mean square to LUFS; the -0.691 makes a 1 kHz sine at full scale read -3.01 LUFS. */
const toLufs = (meanSquare: number): number => -0.691 + 10 * Math.log10(meanSquare);
const fromLufs = (lufs: number): number => 10 ** ((lufs + 0.691) / 10);

function blockPowers(weighted: Float64Array, sampleRate: number): number[] {
  const block = Math.round(sampleRate * BLOCK_S);
  const hop = Math.round(sampleRate * HOP_S);
  // A line shorter than one block is measured whole: a one-word line still has a loudness.
  if (weighted.length < block) {
    let sum = 0;
    for (const s of weighted) sum += s * s;
    return weighted.length ? [sum / weighted.length] : [];
  }
  // Running sums over hops: each block is four hops, so every sample is squared once.
  const hops: number[] = [];
  for (let start = 0; start + hop <= weighted.length; start += hop) {
    let sum = 0;
    for (let i = start; i < start + hop; i++) sum += weighted[i] * weighted[i];
    hops.push(sum);
  }
  const per = Math.round(block / hop);
  const powers: number[] = [];
  for (let b = 0; b + per <= hops.length; b++) {
    let sum = 0;
    for (let k = b; k < b + per; k++) sum += hops[k];
    powers.push(sum / (per * hop));
  }
  return powers;
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Integrated loudness in LUFS; -Infinity for silence. */
export function integratedLufs(samples: Float32Array, sampleRate: number): number {
  const powers = blockPowers(kWeighted(samples, sampleRate), sampleRate);
  const audible = powers.filter((p) => p > fromLufs(ABSOLUTE_GATE_LUFS));
  if (audible.length === 0) return -Infinity;
  const relative = fromLufs(toLufs(mean(audible)) - RELATIVE_GATE_LU);
  return toLufs(mean(audible.filter((p) => p > relative)));
}
