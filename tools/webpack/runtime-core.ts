import { createRequire } from 'node:module';

/**
 * The federation runtime plugin that hands the shell's runtime core to the remotes (built with
 * `experiments.externalRuntime`), by path to its ES module build. The plugin's own switch,
 * `experiments.provideExternalRuntime`, points at its CommonJS build, which pulls a second,
 * CommonJS copy of the runtime core into the shell: +25 KB gzipped instead of about +3 KB.
 */
export const provideRuntimeCorePlugin = () => {
  const fromEnhanced = createRequire(
    createRequire(import.meta.url).resolve('@module-federation/enhanced'),
  );
  const commonJs = fromEnhanced.resolve('@module-federation/inject-external-runtime-core-plugin');
  return commonJs.replace(/index\.cjs$/, 'index.js');
};
