/**
 * MP3 decoding with mpg123 compiled to WASM: the WAV download, joining segments whose formats
 * differ, and the tests' check that what we produce really decodes. Runs in the worker threads.
 */
import { MPEGDecoder } from 'mpg123-decoder';

import type { Pcm } from './pcm';

export async function decodeMp3(bytes: Uint8Array): Promise<Pcm & { errors: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate, errors } = decoder.decode(bytes);
    const samples = new Float32Array(samplesDecoded);
    if (channelData.length === 1) samples.set(channelData[0].subarray(0, samplesDecoded));
    else
      for (let i = 0; i < samplesDecoded; i++) {
        let sum = 0;
        for (const channel of channelData) sum += channel[i];
        samples[i] = sum / channelData.length;
      }
    return { samples, sampleRate, errors: errors.length };
  } finally {
    decoder.free();
  }
}
