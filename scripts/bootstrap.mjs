// Entry of every root npm script. It runs with nothing but Node and npm: installs the pinned pnpm
// into .tools/, installs the workspace when the lockfile changed, then hands over to the
// TypeScript script named by the first argument (scripts/<name>.ts) through tsx.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tools = path.join(root, '.tools');
const pnpm = path.join(tools, 'node_modules', '.bin', 'pnpm');

const env = {
  ...process.env,
  // Browsers come from Debian's chromium; no test tool may download its own.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  CASTMYSCRIPT_PNPM: pnpm,
};

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const ensurePnpm = () => {
  if (existsSync(pnpm)) return;
  console.log(`[setup] installing pnpm ${PNPM_VERSION} into .tools/`);
  mkdirSync(tools, { recursive: true });
  run('npm', ['install', '--prefix', tools, '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`]);
};

const ensureDependencies = () => {
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  const stamp = path.join(root, 'node_modules', '.castmyscript-install');
  const manifests = ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml'].map((f) =>
    existsSync(path.join(root, f)) ? readFileSync(path.join(root, f)) : '',
  );
  const hash = createHash('sha256').update(manifests.join('\0')).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log('[setup] installing dependencies');
  run(pnpm, ['install', ...(existsSync(lockfile) ? ['--frozen-lockfile'] : [])]);
  writeFileSync(stamp, hash);
};

const [command = 'start', ...rest] = process.argv.slice(2);
ensurePnpm();
ensureDependencies();
const script = path.join(root, 'scripts', `${command.replace(':', '-')}.ts`);
if (!existsSync(script)) {
  console.error(`Unknown command "${command}" (no scripts/${path.basename(script)})`);
  process.exit(2);
}
// tsx as a loader in one process rather than its CLI: the CLI SIGKILLs a child that does not
// acknowledge Ctrl-C within 60 ms, and a script busy with load cannot, so its cleanup (stopping
// the servers it started, dropping its database) would never run.
run(process.execPath, ['--import', 'tsx', script, ...rest]);
