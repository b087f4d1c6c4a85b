/**
 * Time-stretch without changing pitch, by Sonic (pitch-synchronous overlap-add made for speech).
 * Used only for the part of a speed an engine cannot do natively and for a take's pitch; Flite
 * and eSpeak-NG change their own speaking rate.
 */
import { sonicModule, toHeap } from './audio-wasm';

/** speed > 1 shortens (faster speech), speed < 1 lengthens. */
export function timeStretch(
  samples: Float32Array,
  sampleRate: number,
  speed: number,
): Float32Array {
  if (Math.abs(speed - 1) < 1e-3 || samples.length === 0) return samples;
  const m = sonicModule();
  const stream = m._sonicCreateStream(sampleRate, 1);
  m._sonicSetSpeed(stream, speed);
  const input = toHeap(m, samples);
  m._sonicWriteFloatToStream(stream, input, samples.length);
  m._sonicFlushStream(stream);
  const available = m._sonicSamplesAvailable(stream);
  const output = m._malloc(Math.max(1, available) * 4);
  const made = m._sonicReadFloatFromStream(stream, output, available);
  // Sonic's flush can leave the length a few ms off; the chain wants it exact.
  const out = new Float32Array(Math.round(samples.length / speed));
  out.set(m.HEAPF32.subarray(output / 4, output / 4 + Math.min(made, out.length)));
  m._sonicDestroyStream(stream);
  m._free(input);
  m._free(output);
  return out;
}
