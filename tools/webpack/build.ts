/**
 * Builds one front-end package
 * (`tsx tools/webpack/build.ts <package> [--dev] [--watch] [--refresh] [--out <dir>]`).
 * Each package carries a `federation.config.ts` naming what it exposes.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import webpack from 'webpack';

import { createConfig, type FederationSpec } from './create-config';
import { precompress } from './precompress';

const [name, ...flags] = process.argv.slice(2);
if (!name) {
  console.error('usage: build.ts <shell|marketing|auth|studio|billing> [--dev] [--watch]');
  process.exit(2);
}
const repoRoot = path.resolve(import.meta.dirname, '../..');
const packageDir = flags.includes('--dir')
  ? path.resolve(flags[flags.indexOf('--dir') + 1])
  : path.join(repoRoot, 'packages', name);
const spec = (await import(pathToFileURL(path.join(packageDir, 'federation.config.ts')).href))
  .default as FederationSpec;
const mode = flags.includes('--dev') ? 'development' : 'production';
const outDir = flags.includes('--out')
  ? path.resolve(flags[flags.indexOf('--out') + 1])
  : undefined;
const refresh = flags.includes('--refresh');
const compiler = webpack(createConfig({ packageDir, spec, mode, refresh, outDir }));

const report = (err: Error | null | undefined, stats: webpack.Stats | undefined) => {
  if (err) {
    console.error(err);
    process.exitCode = 1;
    return;
  }
  if (stats?.hasErrors()) process.exitCode = 1;
  const text = stats?.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (text) console.log(text);
  const seconds = stats ? ((stats.endTime - stats.startTime) / 1000).toFixed(1) : '?';
  console.log(
    `[build] ${name} (${mode}) ${stats?.hasErrors() ? 'FAILED' : 'built'} in ${seconds} s`,
  );
};

if (flags.includes('--watch')) {
  compiler.watch({ aggregateTimeout: 200 }, report);
} else {
  compiler.run((err, stats) => {
    report(err, stats);
    // Development builds are served uncompressed; a production build ships .br/.gz beside each asset.
    if (!err && !stats?.hasErrors() && mode === 'production') {
      const out = precompress(stats!.compilation.outputOptions.path!);
      const kb = (n: number) => (n / 1024).toFixed(0);
      console.log(
        `[build] ${name} precompressed ${out.files} files: ${kb(out.rawBytes)} KB → ${kb(out.brBytes)} KB brotli`,
      );
    }
    compiler.close(() => undefined);
  });
}
