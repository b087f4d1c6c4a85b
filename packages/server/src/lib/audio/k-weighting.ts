/**
 * The K-weighting of ITU-R BS.1770 (the filter EBU R128 measures through): a high shelf of about
 * +4 dB above 1.5 kHz, for the head's effect on what reaches the ear, then a high-pass near 38 Hz
 * that leaves out rumble the ear hardly hears. The standard gives coefficients for 48 kHz only;
 * these are the analogue prototypes it was drawn from, brought to any rate by the bilinear
 * transform, so 16, 22.05 and 24 kHz measure the same as 48 kHz.
 */
type Biquad = [b0: number, b1: number, b2: number, a1: number, a2: number];

function shelf(sampleRate: number): Biquad {
  const k = Math.tan((Math.PI * 1681.974450955533) / sampleRate);
  const q = 0.7071752369554196;
  const vh = 10 ** (3.999843853973347 / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / q + k * k;
  return [
    (vh + (vb * k) / q + k * k) / a0,
    (2 * (k * k - vh)) / a0,
    (vh - (vb * k) / q + k * k) / a0,
    (2 * (k * k - 1)) / a0,
    (1 - k / q + k * k) / a0,
  ];
}

function highPass(sampleRate: number): Biquad {
  const k = Math.tan((Math.PI * 38.13547087602444) / sampleRate);
  const q = 0.5003270373238773;
  const a0 = 1 + k / q + k * k;
  return [1, -2, 1, (2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0];
}

function run([b0, b1, b2, a1, a2]: Biquad, x: Float64Array): void {
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < x.length; i++) {
    const y = b0 * x[i] + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x[i];
    y2 = y1;
    y1 = y;
    x[i] = y;
  }
}

/** The K-weighted copy of a signal (in double precision: the shelf's poles sit near 1). */
export function kWeighted(samples: Float32Array, sampleRate: number): Float64Array {
  const out = Float64Array.from(samples);
  run(shelf(sampleRate), out);
  run(highPass(sampleRate), out);
  return out;
}
