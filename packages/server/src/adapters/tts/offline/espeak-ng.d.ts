// The package ships JavaScript only; its Emscripten factory is typed where it is used.
declare module '@echogarden/espeak-ng-emscripten' {
  const init: (options?: object) => Promise<unknown>;
  export default init;
}
