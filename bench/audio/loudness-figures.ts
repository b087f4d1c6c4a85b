/**
 * Loudness: how far apart the 21 offline voices sit after each way of levelling them, read by
 * the EBU R128 meter of ebur128-wasm (the reference), and what measuring costs.
 */
import { PEAK_CEILING_DBFS, SAMPLE_RATE } from '../../packages/server/src/lib/audio/audio-format';
import { integratedLufs } from '../../packages/server/src/lib/audio/lufs';
import { limitPeaks } from '../../packages/server/src/lib/audio/peak-limiter';
import { resample } from '../../packages/server/src/lib/audio/resample';
import { trimSilence } from '../../packages/server/src/lib/audio/silence';
import type { Meter } from './libraries';
import { msPerMinute, type VoiceSpeech } from './speech';

/** The meter the chain used before R128: 50 ms blocks, -60 dBFS and 15 dB-below-mean gates. */
function gatedRmsDb(samples: Float32Array, sampleRate: number): number {
  const block = Math.round(sampleRate * 0.05);
  const energies: number[] = [];
  for (let start = 0; start < samples.length; start += block) {
    const end = Math.min(samples.length, start + block);
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i] * samples[i];
    energies.push(sum / (end - start));
  }
  const loud = energies.filter((e) => e > 1e-6);
  const mean = loud.reduce((a, b) => a + b, 0) / loud.length;
  const kept = loud.filter((e) => e > mean * 10 ** -1.5);
  return 10 * Math.log10(kept.reduce((a, b) => a + b, 0) / kept.length);
}

export interface LoudnessFigures {
  /** Per way of levelling: spread of the voices' mean LUFS (max − min) and of all lines. */
  spread: { name: string; target: number; voicesLu: number; linesLu: number; stdLu: number }[];
  speed: { name: string; msPerMin: number }[];
}

const stats = (xs: number[]) => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const std = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
  return { mean, std, range: Math.max(...xs) - Math.min(...xs) };
};

export function measureLoudness(speech: VoiceSpeech[], reference: Meter): LoudnessFigures {
  // Each line as the chain has it just before levelling: at the internal rate, silence trimmed.
  const voiced = speech.map((v) =>
    v.lines.map((l) => trimSilence(resample(l.samples, l.sampleRate, SAMPLE_RATE), SAMPLE_RATE)),
  );
  const ceiling = 10 ** (PEAK_CEILING_DBFS / 20);
  const level = (meter: Meter, target: number) =>
    voiced.map((lines) =>
      lines.map((line) => {
        const out = line.slice();
        const gain = 10 ** ((target - meter(out, SAMPLE_RATE)) / 20);
        for (let i = 0; i < out.length; i++) out[i] *= gain;
        limitPeaks(out, SAMPLE_RATE, ceiling);
        return reference(out, SAMPLE_RATE);
      }),
    );
  const ways: [string, Meter, number][] = [
    ['engines as they speak (no levelling)', () => 0, 0],
    ['gated RMS to -20 dBFS (before)', gatedRmsDb, -20],
    ['R128, ours, to -20 LUFS', integratedLufs, -20],
    ['R128, ebur128-wasm, to -20 LUFS', reference, -20],
  ];
  const spread = ways.map(([name, meter, target]) => {
    const lufs = level(meter, target);
    const perVoice = lufs.map((lines) => stats(lines).mean);
    const all = stats(lufs.flat());
    return { name, target, voicesLu: stats(perVoice).range, linesLu: all.range, stdLu: all.std };
  });
  const everything = voiced.flat();
  const audioS = everything.reduce((s, l) => s + l.length, 0) / SAMPLE_RATE;
  const time = (meter: Meter) =>
    msPerMinute(audioS, () => everything.forEach((l) => meter(l, SAMPLE_RATE)));
  const speed = [
    { name: 'gated RMS (before)', msPerMin: time(gatedRmsDb) },
    { name: 'R128, ours', msPerMin: time(integratedLufs) },
    { name: 'R128, ebur128-wasm', msPerMin: time(reference) },
  ];
  return { spread, speed };
}
