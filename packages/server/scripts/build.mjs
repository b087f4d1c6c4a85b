// Bundles the server into dist/main.js. npm packages stay external (resolved from node_modules at
// run time, so PGlite finds its wasm and data files beside its own code); workspace packages are
// TypeScript sources and are bundled in. Migrations are read from ../drizzle at run time.
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@castmyscript/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(join(root, 'dist'), { recursive: true, force: true });
await build({
  // The parse worker is its own entry: parsing runs in a child process with its own limits.
  // So is the voice worker: synthesis runs in worker threads, which the pool finds beside main.js.
  // Its engines (Flite, eSpeak-NG) and codecs stay external and find their WASM and data files
  // from node_modules, like PGlite.
  entryPoints: {
    main: join(root, 'src/main.ts'),
    worker: join(root, 'src/parsing/child/worker.ts'),
    'voice-worker': join(root, 'src/adapters/tts/pool/voice-worker.ts'),
    // The job worker process of a scaled deployment (npm run start:worker).
    'worker-main': join(root, 'src/worker-main.ts'),
  },
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'info',
});
