/**
 * Time-stretch without changing pitch (WSOLA: overlap-add of windowed frames, each shifted within
 * a small tolerance to where it best continues the previous one). Used only for the part of a
 * speed an engine cannot do natively; Flite and eSpeak-NG change their own speaking rate.
 */
const FRAME_MS = 30;
const TOLERANCE_MS = 10;
/** Correlation is measured on every n-th sample: four times cheaper, the same choice for speech. */
const STRIDE = 4;

/** speed > 1 shortens (faster speech), speed < 1 lengthens. */
export function timeStretch(
  samples: Float32Array,
  sampleRate: number,
  speed: number,
): Float32Array {
  if (Math.abs(speed - 1) < 1e-3 || samples.length === 0) return samples;
  const frame = Math.round((sampleRate * FRAME_MS) / 1000) & ~1;
  const synthesisHop = frame / 2;
  const analysisHop = synthesisHop * speed;
  const tolerance = Math.round((sampleRate * TOLERANCE_MS) / 1000);
  const window = new Float32Array(frame);
  for (let i = 0; i < frame; i++) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / frame);

  const outLength = Math.round(samples.length / speed);
  const out = new Float32Array(outLength + frame);
  const at = (i: number) => (i >= 0 && i < samples.length ? samples[i] : 0);

  let previous = 0; // input position of the frame placed last
  for (let k = 0; k * synthesisHop < outLength; k++) {
    const nominal = Math.round(k * analysisHop);
    let chosen = nominal;
    if (k > 0) {
      // The natural continuation of the previous frame, which the new frame should resemble.
      const target = previous + synthesisHop;
      let best = -Infinity;
      for (let d = -tolerance; d <= tolerance; d++) {
        const candidate = nominal + d;
        let c = 0;
        for (let i = 0; i < synthesisHop; i += STRIDE) c += at(candidate + i) * at(target + i);
        if (c > best) {
          best = c;
          chosen = candidate;
        }
      }
    }
    const outStart = k * synthesisHop;
    for (let i = 0; i < frame; i++) out[outStart + i] += at(chosen + i) * window[i];
    previous = chosen;
  }
  return out.subarray(0, outLength);
}
