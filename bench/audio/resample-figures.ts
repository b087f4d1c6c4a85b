/**
 * Resampling: speed on the engines' real speech, and quality on a stepped sine sweep — the gain
 * error in the pass band, what is left besides the tone (images, aliases, ripple), and how much
 * of a tone the lower rate cannot carry gets through folded back.
 */
import { SAMPLE_RATE } from '../../packages/server/src/lib/audio/audio-format';
import { resample } from '../../packages/server/src/lib/audio/resample';
import { msPerMinute, type VoiceSpeech } from './speech';

type Resampler = (x: Float32Array, from: number, to: number) => Float32Array;

export interface ResampleFigures {
  name: string;
  msPerMin: number;
  /** Worst |gain error| (dB) for tones up to 90 % of the lower Nyquist, over the three pairs. */
  passbandDb: number;
  /** Worst energy besides the tone (dB below it) in the pass band. */
  residualDb: number;
  /** Worst level (dB) of a tone above the new Nyquist after 44.1 → 24 kHz (should vanish). */
  aliasDb: number;
}

const sine = (hz: number, rate: number) => {
  const x = new Float32Array(rate);
  for (let i = 0; i < x.length; i++) x[i] = 0.5 * Math.sin((2 * Math.PI * hz * i) / rate);
  return x;
};

/** Least-squares fit of a tone at `hz` to the middle of `y`: its gain and the rest. */
function fit(y: Float32Array, hz: number, rate: number) {
  const from = Math.floor(y.length * 0.2);
  const to = Math.floor(y.length * 0.8);
  let ss = 0;
  let cc = 0;
  let sc = 0;
  let ys = 0;
  let yc = 0;
  let yy = 0;
  for (let i = from; i < to; i++) {
    const s = Math.sin((2 * Math.PI * hz * i) / rate);
    const c = Math.cos((2 * Math.PI * hz * i) / rate);
    ss += s * s;
    cc += c * c;
    sc += s * c;
    ys += y[i] * s;
    yc += y[i] * c;
    yy += y[i] * y[i];
  }
  const det = ss * cc - sc * sc;
  const a = (ys * cc - yc * sc) / det;
  const b = (yc * ss - ys * sc) / det;
  const tone = a * ys + b * yc;
  const n = to - from;
  return {
    gainDb: 20 * Math.log10(Math.hypot(a, b) / 0.5),
    residualDb: 10 * Math.log10(Math.max(yy - tone, 1e-20) / n / (0.125 * (a * a + b * b))),
    levelDb: 10 * Math.log10(yy / n / 0.125 + 1e-20),
  };
}

function quality(run: Resampler) {
  let passbandDb = 0;
  let residualDb = -Infinity;
  for (const [from, to] of [
    [16_000, SAMPLE_RATE],
    [22_050, SAMPLE_RATE],
    [44_100, SAMPLE_RATE],
  ]) {
    const edge = 0.9 * (Math.min(from, to) / 2);
    for (let hz = 100; hz <= edge; hz += 250) {
      const f = fit(run(sine(hz, from), from, to), hz, to);
      passbandDb = Math.max(passbandDb, Math.abs(f.gainDb));
      residualDb = Math.max(residualDb, f.residualDb);
    }
  }
  let aliasDb = -Infinity;
  for (let hz = 12_500; hz <= 21_000; hz += 500)
    aliasDb = Math.max(
      aliasDb,
      fit(run(sine(hz, 44_100), 44_100, SAMPLE_RATE), 1000, SAMPLE_RATE).levelDb,
    );
  return { passbandDb, residualDb, aliasDb };
}

export function measureResampling(speech: VoiceSpeech[]): ResampleFigures {
  const lines = speech.flatMap((v) => v.lines);
  const outS = lines.reduce((s, l) => s + l.samples.length / l.sampleRate, 0);
  return {
    name: 'resample() (Speex, quality 5)',
    msPerMin: msPerMinute(outS, () =>
      lines.forEach((l) => resample(l.samples, l.sampleRate, SAMPLE_RATE)),
    ),
    ...quality(resample),
  };
}
