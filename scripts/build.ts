/**
 * `npm run build`: production builds of the shell, the four remotes and the server. A package
 * whose inputs did not change since its last build is skipped, which keeps a warm start fast.
 */
import { fingerprint, isFresh, writeStamp } from './lib/build-stamp';
import { bin, runCommand, runLimited } from './lib/proc';

const FRONT_ENDS = ['shell', 'marketing', 'auth', 'studio', 'billing'] as const;
const COMMON = ['packages/api/src', 'packages/ui-kit/src', 'tools/webpack', 'pnpm-lock.yaml'];

type Target = { name: string; dist: string; inputs: string[]; command: [string, string[]] };

const targets: Target[] = [
  ...FRONT_ENDS.map((name) => ({
    name,
    dist: `packages/${name}/dist`,
    inputs: [
      `packages/${name}/src`,
      `packages/${name}/public`,
      `packages/${name}/federation.config.ts`,
      // The shell's primeicons subset holds the icons every front end names (tools/webpack/fonts).
      ...(name === 'shell'
        ? FRONT_ENDS.filter((o) => o !== name).map((o) => `packages/${o}/src`)
        : []),
      ...COMMON,
    ],
    command: [bin('tsx'), ['tools/webpack/build.ts', name]] as [string, string[]],
  })),
  {
    name: 'server',
    dist: 'packages/server/dist',
    inputs: [
      'packages/server/src',
      'packages/server/drizzle',
      'packages/server/scripts',
      'packages/api/src/contract',
      'pnpm-lock.yaml',
    ],
    command: [process.execPath, ['packages/server/scripts/build.mjs']],
  },
];

export const build = async (force = false) => {
  const started = Date.now();
  const failed: string[] = [];
  await runLimited(targets, 2, async (target) => {
    const print = fingerprint(target.inputs);
    if (!force && isFresh(target.dist, print)) {
      console.log(`[build] ${target.name} unchanged, skipped`);
      return;
    }
    const code = await runCommand(...target.command);
    if (code === 0) writeStamp(target.dist, print);
    else failed.push(target.name);
  });
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (failed.length) throw new Error(`build failed: ${failed.join(', ')}`);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  build(process.argv.includes('--force')).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
