// Runs a short-lived command (npm run parse) from built JavaScript inside the bootstrap's own
// process: no second Node, no TypeScript loader. The script is bundled with esbuild the first
// time and whenever one of its sources is newer than the bundle; npm packages stay external and
// resolve from the server's node_modules, where the bundle is written. Node's compile cache keeps
// the compiled code of the bundle and the libraries it loads (pdf.js) between runs.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

/** Newest modification time under the given files and folders (.ts sources only in folders). */
function newest(paths) {
  let latest = 0;
  for (const p of paths) {
    const stat = statSync(p);
    if (!stat.isDirectory()) latest = Math.max(latest, stat.mtimeMs);
    else
      for (const entry of readdirSync(p, { recursive: true, withFileTypes: true }))
        if (entry.isFile() && entry.name.endsWith('.ts'))
          latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

async function bundle(entry, outfile) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@castmyscript/')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

/**
 * `sources` are what the script is built from (its own file first); the bundle is rebuilt when
 * any of them changed. The script reads its arguments from process.argv as if started directly.
 */
export async function runBuilt(root, sources, args) {
  const cache = path.join(root, 'packages', 'server', 'node_modules', '.cache', 'castmyscript');
  const name = path.basename(sources[0]).replace(/\.ts$/, '');
  const outfile = path.join(cache, `${name}.mjs`);
  const inputs = sources.map((s) => path.join(root, s));
  if (!existsSync(outfile) || statSync(outfile).mtimeMs < newest(inputs)) {
    mkdirSync(cache, { recursive: true });
    await bundle(inputs[0], outfile);
  }
  module.enableCompileCache?.(path.join(cache, 'compile'));
  // A run this short never earns back V8's top-tier compiles (TurboFan, on a second core): with
  // them left out, Maglev's code does the work and a long PDF's parse takes a tenth less CPU.
  v8.setFlagsFromString('--no-opt');
  process.env.CASTMYSCRIPT_PDFJS_DIR ??= path.join(cache, 'pdfjs');
  process.argv = [process.execPath, outfile, ...args];
  await import(pathToFileURL(outfile).href);
}
