/**
 * Band-limited resampling between the engines' native rates (Flite 16 kHz or 8 kHz, eSpeak-NG
 * 22.05 kHz, providers' PCM) and the internal rate. Polyphase windowed sinc: the kernel is
 * tabulated once per rate pair, so each output sample costs a short dot product; a per-sample
 * `Math.sin` would cost more than the synthesis itself.
 */
const HALF_TAPS = 16;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

type Table = { up: number; down: number; taps: number; coeffs: Float32Array };
const tables = new Map<string, Table>();

function blackman(x: number): number {
  // x in [-1, 1]
  const t = (x + 1) / 2;
  return 0.42 - 0.5 * Math.cos(2 * Math.PI * t) + 0.08 * Math.cos(4 * Math.PI * t);
}

function table(from: number, to: number): Table {
  const key = `${from}:${to}`;
  const cached = tables.get(key);
  if (cached) return cached;
  const g = gcd(from, to);
  const up = to / g;
  const down = from / g;
  // Cut-off relative to the input's Nyquist: below 1 when downsampling, to avoid aliasing.
  const cutoff = Math.min(1, to / from) * 0.95;
  const half = Math.ceil(HALF_TAPS / Math.min(1, to / from));
  const taps = 2 * half;
  const coeffs = new Float32Array(up * taps);
  for (let phase = 0; phase < up; phase++) {
    const frac = phase / up;
    let sum = 0;
    for (let j = 0; j < taps; j++) {
      const d = j - half + 1 - frac;
      const x = Math.PI * cutoff * d;
      const sinc = d === 0 ? 1 : Math.sin(x) / x;
      const w = Math.abs(d) >= half ? 0 : blackman(d / half);
      coeffs[phase * taps + j] = cutoff * sinc * w;
      sum += coeffs[phase * taps + j];
    }
    // Unity gain at DC for every phase.
    for (let j = 0; j < taps; j++) coeffs[phase * taps + j] /= sum;
  }
  const built = { up, down, taps, coeffs };
  tables.set(key, built);
  return built;
}

export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const { up, down, taps, coeffs } = table(from, to);
  const half = taps / 2;
  const outLength = Math.floor((samples.length * up) / down);
  const out = new Float32Array(outLength);
  const last = samples.length - 1;
  for (let n = 0; n < outLength; n++) {
    const pos = n * down;
    const i = Math.floor(pos / up);
    const phase = pos - i * up;
    const base = phase * taps;
    const start = i - half + 1;
    let acc = 0;
    if (start >= 0 && start + taps - 1 <= last) {
      for (let j = 0; j < taps; j++) acc += samples[start + j] * coeffs[base + j];
    } else {
      for (let j = 0; j < taps; j++) {
        const k = start + j;
        if (k >= 0 && k <= last) acc += samples[k] * coeffs[base + j];
      }
    }
    out[n] = acc;
  }
  return out;
}
