/**
 * MP3 encoding with LAME compiled to WASM (`wasm-media-encoders`): CBR, mono, the internal rate,
 * one bitrate, so every segment can be joined by frame concatenation. One encoder per thread,
 * reconfigured (which resets it) for each line.
 */
import { createMp3Encoder } from 'wasm-media-encoders';

import { CHANNELS, MP3_BITRATE, SAMPLE_RATE } from './audio-format';

type Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
let encoder: Promise<Encoder> | undefined;

export async function encodeMp3(samples: Float32Array): Promise<Uint8Array> {
  encoder ??= createMp3Encoder();
  const lame = await encoder;
  lame.configure({
    sampleRate: SAMPLE_RATE,
    channels: CHANNELS,
    bitrate: MP3_BITRATE,
    outputSampleRate: SAMPLE_RATE,
  });
  // The encoder owns the arrays it returns: copy each before the next call.
  const body = lame.encode([samples]).slice();
  const tail = lame.finalize().slice();
  const out = new Uint8Array(body.length + tail.length);
  out.set(body);
  out.set(tail, body.length);
  return out;
}
