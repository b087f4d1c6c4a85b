/**
 * 16-bit PCM WAV, read (Flite writes one per line) and written (the WAV download).
 */
import type { Pcm } from './pcm';

const ascii = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));

export function readWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || ascii(view, 0, 4) !== 'RIFF' || ascii(view, 8, 4) !== 'WAVE')
    throw new Error('Not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  let channels = 1;
  let bits = 16;
  while (offset + 8 <= bytes.byteLength) {
    const id = ascii(view, offset, 4);
    // Writers that stream (Flite among them) may leave a chunk size unset: cap it at the file end.
    const size = Math.min(view.getUint32(offset + 4, true), bytes.byteLength - offset - 8);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === 'data') {
      if (bits !== 16 || !sampleRate) throw new Error('Unsupported WAV format');
      const frames = Math.floor(size / 2 / channels);
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++) {
        // Mix down to mono if an engine ever hands back stereo.
        let sum = 0;
        for (let c = 0; c < channels; c++)
          sum += view.getInt16(body + 2 * (i * channels + c), true);
        samples[i] = sum / channels / 32768;
      }
      return { samples, sampleRate };
    }
    offset = body + size + (size & 1);
  }
  throw new Error('WAV file has no data');
}

/** The 44-byte header of a mono 16-bit WAV holding `frames` samples (for streaming the body). */
export function wavHeader(frames: number, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(44);
  writeHeader(new DataView(bytes.buffer), frames, sampleRate);
  return bytes;
}

function writeHeader(view: DataView, frames: number, sampleRate: number): void {
  const text = (offset: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(offset + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + frames * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, frames * 2, true);
}

/** Float samples to signed 16-bit little-endian, padded with silence or cut to `frames`. */
export function toInt16le(samples: Float32Array, frames = samples.length): Uint8Array {
  const bytes = new Uint8Array(frames * 2);
  const view = new DataView(bytes.buffer);
  const n = Math.min(frames, samples.length);
  for (let i = 0; i < n; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    view.setInt16(2 * i, Math.round(s * 32767), true);
  }
  return bytes;
}

export function writeWav({ samples, sampleRate }: Pcm): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  writeHeader(new DataView(bytes.buffer), samples.length, sampleRate);
  bytes.set(toInt16le(samples), 44);
  return bytes;
}

/** Signed 16-bit little-endian raw PCM (what providers stream) to float samples. */
export function int16leToFloat(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(Math.floor(bytes.byteLength / 2));
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(2 * i, true) / 32768;
  return out;
}
