/**
 * Measurements the voice tests assert on: level, pitch, brightness and length of real audio.
 */
import { readWav } from '../../../src/lib/audio/wav';
import type { Pcm } from '../../../src/adapters/tts/tts-port';

export const rmsDb = (x: Float32Array): number => {
  let sum = 0;
  for (const s of x) sum += s * s;
  return 10 * Math.log10(sum / Math.max(1, x.length) + 1e-20);
};

export const peak = (x: Float32Array): number => x.reduce((m, s) => Math.max(m, Math.abs(s)), 0);

/**
 * Median fundamental frequency over voiced 40 ms frames (normalised autocorrelation), measured on
 * a copy averaged down to about 8 kHz: pitch lives far below 4 kHz, and it is 9 times cheaper.
 */
export function medianF0({ samples, sampleRate }: Pcm): number {
  const d = Math.max(1, Math.round(sampleRate / 8000));
  const sr = sampleRate / d;
  const x = new Float32Array(Math.floor(samples.length / d));
  for (let i = 0; i < x.length; i++) {
    let sum = 0;
    for (let k = 0; k < d; k++) sum += samples[i * d + k];
    x[i] = sum / d;
  }
  const frame = Math.round(sr * 0.04);
  const hop = Math.round(sr * 0.02);
  const minLag = Math.floor(sr / 400);
  const maxLag = Math.ceil(sr / 60);
  const top = peak(x);
  const f0s: number[] = [];
  for (let s = 0; s + frame + maxLag + 1 < x.length; s += hop) {
    let e = 0;
    for (let i = 0; i < frame; i++) e += x[s + i] * x[s + i];
    if (Math.sqrt(e / frame) < 0.1 * top) continue;
    const r = new Float32Array(maxLag + 2);
    for (let lag = minLag - 1; lag <= maxLag + 1; lag++) {
      let c = 0;
      let e2 = 0;
      for (let i = 0; i < frame; i++) {
        c += x[s + i] * x[s + i + lag];
        e2 += x[s + i + lag] * x[s + i + lag];
      }
      r[lag] = c / Math.sqrt(e * e2 + 1e-12);
    }
    let bestLag = minLag;
    for (let lag = minLag; lag <= maxLag; lag++) if (r[lag] > r[bestLag]) bestLag = lag;
    if (r[bestLag] < 0.6) continue;
    // Parabolic interpolation between neighbouring lags for sub-sample precision.
    const [a, b, c] = [r[bestLag - 1], r[bestLag], r[bestLag + 1]];
    const shift = (a - c) / (2 * (a - 2 * b + c) || 1);
    f0s.push(sr / (bestLag + Math.max(-0.5, Math.min(0.5, shift))));
  }
  f0s.sort((a, b) => a - b);
  return f0s.length ? f0s[f0s.length >> 1] : 0;
}

/** Share of the signal's energy above `hz`: four cascaded one-pole high-passes (24 dB/octave). */
export function highBandShare({ samples: x, sampleRate }: Pcm, hz = 6000): number {
  const rc = 1 / (2 * Math.PI * hz);
  const a = rc / (rc + 1 / sampleRate);
  let y: Float32Array = x;
  for (let stage = 0; stage < 4; stage++) {
    const out = new Float32Array(y.length);
    for (let i = 1; i < y.length; i++) out[i] = a * (out[i - 1] + y[i] - y[i - 1]);
    y = out;
  }
  let high = 0;
  let total = 0;
  for (let i = 0; i < x.length; i++) {
    high += y[i] * y[i];
    total += x[i] * x[i];
  }
  return high / (total || 1);
}

export const fromWav = (bytes: Uint8Array): Pcm => readWav(bytes);

export const durationS = ({ samples, sampleRate }: Pcm) => samples.length / sampleRate;

export function sine(
  hz: number,
  seconds: number,
  sampleRate: number,
  amplitude = 0.5,
): Float32Array {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < out.length; i++)
    out[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / sampleRate);
  return out;
}

/** A voiced-speech stand-in: harmonics of f0 with a syllable-rate envelope. */
export function buzz(
  f0: number,
  seconds: number,
  sampleRate: number,
  amplitude = 0.3,
): Float32Array {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < out.length; i++) {
    const t = i / sampleRate;
    let s = 0;
    for (let h = 1; h <= 8; h++) s += Math.sin(2 * Math.PI * f0 * h * t) / h;
    out[i] = amplitude * s * (0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * t));
  }
  return out;
}

/** Zero crossings per second / 2: the frequency of a clean tone. */
export function toneHz({ samples, sampleRate }: Pcm): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1] < 0 !== samples[i] < 0) crossings++;
  return crossings / 2 / (samples.length / sampleRate);
}
