// Both packages ship JavaScript only: Emscripten factories, typed where they are used.
declare module '@echogarden/speex-resampler-wasm' {
  const init: (options?: object) => Promise<unknown>;
  export default init;
}
declare module '@echogarden/sonic-wasm' {
  const init: (options?: object) => Promise<unknown>;
  export default init;
}
