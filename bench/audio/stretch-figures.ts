/**
 * Time-stretch: speed on real speech, how exact the new length is, and a rough artefact
 * measure — the line stretched and stretched back, then compared with itself by log-spectral
 * distance (dB; 0 is untouched, phasiness and doubled pitch pulses raise it).
 */
import { SAMPLE_RATE } from '../../packages/server/src/lib/audio/audio-format';
import { resample } from '../../packages/server/src/lib/audio/resample';
import { timeStretch } from '../../packages/server/src/lib/audio/time-stretch';
import { msPerMinute, type VoiceSpeech } from './speech';

export interface StretchFigures {
  name: string;
  msPerMin: number;
  /** Worst |length / wanted length − 1| in %. */
  lengthErrorPct: number;
  /** Mean log-spectral distance of there-and-back against the original (dB). */
  lsdDb: number;
}

const SPEEDS = [0.7, 1.3, 1.6];
const FRAME = 512;

const BINS = 128;
// Window and DFT rows tabulated once: the spectra are most of this bench's time otherwise.
const WINDOW = Float64Array.from(
  { length: FRAME },
  (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME),
);
const COS = Array.from({ length: BINS }, (_, k) =>
  Float64Array.from({ length: FRAME }, (_, i) => Math.cos((2 * Math.PI * (k + 1) * i) / FRAME)),
);
const SIN = Array.from({ length: BINS }, (_, k) =>
  Float64Array.from({ length: FRAME }, (_, i) => Math.sin((2 * Math.PI * (k + 1) * i) / FRAME)),
);

/** Log power spectra of 512-sample frames (a plain DFT over 128 bins up to 6 kHz is enough). */
function spectra(x: Float32Array): Float64Array[] {
  const out: Float64Array[] = [];
  const v = new Float64Array(FRAME);
  for (let start = 0; start + FRAME <= x.length; start += FRAME) {
    for (let i = 0; i < FRAME; i++) v[i] = x[start + i] * WINDOW[i];
    const spec = new Float64Array(BINS);
    for (let k = 0; k < BINS; k++) {
      let re = 0;
      let im = 0;
      const c = COS[k];
      const s = SIN[k];
      for (let i = 0; i < FRAME; i++) {
        re += v[i] * c[i];
        im += v[i] * s[i];
      }
      spec[k] = 10 * Math.log10(re * re + im * im + 1e-10);
    }
    out.push(spec);
  }
  return out;
}

/** Best alignment within ±20 ms (a library may shift the start), then mean LSD over loud frames. */
function lsd(a: Float32Array, b: Float32Array): number {
  const max = Math.round(SAMPLE_RATE * 0.02);
  let best = 0;
  let bestC = -Infinity;
  for (let d = -max; d <= max; d += 4) {
    let c = 0;
    for (let i = Math.max(0, -d); i < a.length && i + d < b.length; i += 8) c += a[i] * b[i + d];
    if (c > bestC) [bestC, best] = [c, d];
  }
  const aligned =
    best >= 0 ? b.subarray(best) : new Float32Array([...new Float32Array(-best), ...b]);
  const sa = spectra(a);
  const sb = spectra(aligned);
  const n = Math.min(sa.length, sb.length);
  const loudest = Math.max(...sa.map((s) => Math.max(...s)));
  let sum = 0;
  let frames = 0;
  for (let f = 0; f < n; f++) {
    if (Math.max(...sa[f]) < loudest - 40) continue;
    let d = 0;
    for (let k = 0; k < sa[f].length; k++) d += (sa[f][k] - sb[f][k]) ** 2;
    sum += Math.sqrt(d / sa[f].length);
    frames++;
  }
  return sum / frames;
}

export function measureStretch(speech: VoiceSpeech[]): StretchFigures {
  // One line per voice at the internal rate: the rate the chain stretches at.
  const lines = speech.map((v) => resample(v.lines[1].samples, v.lines[1].sampleRate, SAMPLE_RATE));
  const inS = lines.reduce((s, l) => s + l.length, 0) / SAMPLE_RATE;
  let lengthErrorPct = 0;
  let lsdSum = 0;
  for (const speed of SPEEDS)
    for (const line of lines) {
      const out = timeStretch(line, SAMPLE_RATE, speed);
      const wanted = line.length / speed;
      lengthErrorPct = Math.max(lengthErrorPct, Math.abs(out.length / wanted - 1) * 100);
      lsdSum += lsd(line, timeStretch(out, SAMPLE_RATE, 1 / speed));
    }
  return {
    name: 'timeStretch() (Sonic)',
    msPerMin: msPerMinute(inS * SPEEDS.length, () =>
      SPEEDS.forEach((speed) => lines.forEach((l) => timeStretch(l, SAMPLE_RATE, speed))),
    ),
    lengthErrorPct,
    lsdDb: lsdSum / (SPEEDS.length * lines.length),
  };
}
