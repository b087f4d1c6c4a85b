/**
 * Band-limited resampling between the engines' native rates (Flite 16 kHz or 8 kHz, eSpeak-NG
 * 22.05 kHz, providers' PCM) and the internal rate, by the Speex resampler at quality 5: flat
 * to 0.5 dB up to 90 % of the lower Nyquist, images and aliases 95 dB down.
 */
import { speexModule, toHeap } from './audio-wasm';

const QUALITY = 5;

export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const m = speexModule();
  const outLength = Math.floor((samples.length * to) / from);
  const error = m._malloc(4);
  const state = m._speex_resampler_init(1, from, to, QUALITY, error);
  // No leading delay; zeros after the input bring its last samples out of the filter.
  m._speex_resampler_skip_zeros(state);
  const padded = new Float32Array(samples.length + m._speex_resampler_get_input_latency(state));
  padded.set(samples);
  const input = toHeap(m, padded);
  const output = m._malloc((outLength + 1) * 4);
  const lengths = m._malloc(8);
  m.HEAPU32[lengths / 4] = padded.length;
  m.HEAPU32[lengths / 4 + 1] = outLength + 1;
  m._speex_resampler_process_float(state, 0, input, lengths, output, lengths + 4);
  const made = Math.min(outLength, m.HEAPU32[lengths / 4 + 1]);
  const out = new Float32Array(outLength);
  out.set(m.HEAPF32.subarray(output / 4, output / 4 + made));
  m._speex_resampler_destroy(state);
  for (const pointer of [error, input, output, lengths]) m._free(pointer);
  return out;
}
