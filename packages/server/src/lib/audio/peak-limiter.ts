/**
 * Peak limiter: the gain needed in each 5 ms block is spread to its neighbours (attack before the
 * peak, release after it) and interpolated, so there are no clicks where it acts.
 */
export function limitPeaks(samples: Float32Array, sampleRate: number, ceiling: number): void {
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
