/**
 * The two C libraries the audio chain runs in WASM: the Speex resampler (SpeexDSP) and Sonic
 * (time-stretch made for speech). Emscripten builds load asynchronously, so each thread that runs
 * the chain awaits `loadAudioWasm()` once; after that every call is synchronous.
 */
export interface Emscripten {
  HEAPF32: Float32Array;
  HEAPU32: Uint32Array;
  _malloc(bytes: number): number;
  _free(pointer: number): number;
  [fn: `_${string}`]: (...args: number[]) => number;
}

let speex: Emscripten | undefined;
let sonic: Emscripten | undefined;
let loading: Promise<void> | undefined;

export function loadAudioWasm(): Promise<void> {
  loading ??= Promise.all([
    import('@echogarden/speex-resampler-wasm').then(async (m) => {
      speex = (await m.default()) as Emscripten;
    }),
    import('@echogarden/sonic-wasm').then(async (m) => {
      sonic = (await m.default()) as Emscripten;
    }),
  ]).then(() => undefined);
  return loading;
}

const ready = (m: Emscripten | undefined): Emscripten => {
  if (!m) throw new Error('Audio WASM not loaded: await loadAudioWasm() first in this thread');
  return m;
};
export const speexModule = (): Emscripten => ready(speex);
export const sonicModule = (): Emscripten => ready(sonic);

/** Copies samples into the module's heap; the caller frees the pointer. */
export function toHeap(m: Emscripten, samples: Float32Array): number {
  const pointer = m._malloc(Math.max(1, samples.length) * 4);
  m.HEAPF32.set(samples, pointer / 4);
  return pointer;
}
