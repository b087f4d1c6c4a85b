// Server tests start many parse children and voice threads. From source each one compiles the
// parser or the engines through tsx first (2–3 s of CPU a parse child on these machines); bundled
// once here, as `npm start` runs them, they start at once. Bundled fresh on every jest run, into
// the server's node_modules so npm packages resolve as they do for dist/, so a test never runs
// yesterday's code. The paths reach the test workers through the environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = path.join(root, 'packages/server');
const out = path.join(server, 'node_modules/.cache/castmyscript/jest');

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@castmyscript/') ? undefined : { path: args.path, external: true },
    );
  },
};

export default async function serverGlobalSetup() {
  await build({
    entryPoints: {
      'parse-worker': path.join(server, 'src/parsing/child/worker.ts'),
      'voice-worker': path.join(server, 'src/adapters/tts/pool/voice-worker.ts'),
    },
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  process.env.CMS_TEST_PARSE_WORKER = path.join(out, 'parse-worker.mjs');
  process.env.CMS_TEST_VOICE_WORKER = path.join(out, 'voice-worker.mjs');
}
