// Entry of every root npm script. It runs with nothing but Node and npm: on a Node older than 22
// it brings Node 24 LTS from the npm registry into .tools/ and runs itself again under it; then it
// installs the pinned pnpm into .tools/, installs the workspace when the lockfile changed, and
// hands over to the TypeScript script named by the first argument (scripts/<name>.ts) through
// tsx — except `start` and `start:worker`, which build and then become the server process, and
// `parse`, which runs from a bundle built on demand (scripts/run-built.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
// Node 24 LTS, from the registry's per-platform package that carries the official binary.
const NODE_VERSION = '24.21.0';
const MIN_NODE_MAJOR = 22;
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

/** Node 20 is past its end of life: below 22, run everything under a project-local Node 24. */
const ensureRuntime = () => {
  if (Number(process.versions.node.split('.')[0]) >= MIN_NODE_MAJOR) return;
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(tools, `node-${NODE_VERSION}`);
  const node = path.join(prefix, 'node_modules', pkg, 'bin', 'node');
  if (!existsSync(node)) {
    console.log(
      `[setup] Node ${process.versions.node} is too old; installing Node ${NODE_VERSION} into .tools/`,
    );
    mkdirSync(prefix, { recursive: true });
    run('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `${pkg}@${NODE_VERSION}`,
    ]);
  }
  // Node 20 cannot replace itself (no execve): it waits for the new runtime and passes signals on.
  const child = spawn(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...env, PATH: `${path.dirname(node)}${path.delimiter}${env.PATH}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return 'handed-over';
};

const ensurePnpm = () => {
  if (existsSync(pnpm)) return;
  console.log(`[setup] installing pnpm ${PNPM_VERSION} into .tools/`);
  mkdirSync(tools, { recursive: true });
  run('npm', [
    'install',
    '--prefix',
    tools,
    '--no-save',
    '--no-audit',
    '--no-fund',
    `pnpm@${PNPM_VERSION}`,
  ]);
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

/**
 * `npm start` / `start:worker`: build what changed (a short-lived child), then replace this
 * process with the server, so the server is what stays resident and receives signals directly.
 */
const SERVERS = {
  start: { prepare: 'start.ts', main: 'packages/server/dist/main.js' },
  'start:worker': { prepare: 'start-worker.ts', main: 'packages/server/dist/worker-main.js' },
};
const becomeServer = ({ prepare, main }, rest) => {
  run(process.execPath, [
    '--import',
    'tsx',
    path.join(root, 'scripts', prepare),
    '--prepare-only',
    ...rest,
  ]);
  process.chdir(root);
  process.execve(process.execPath, [process.execPath, path.join(root, main)], {
    NODE_ENV: 'production',
    // glibc gives each thread that allocates its own malloc arena and keeps it when the thread
    // ends: voice threads come and go, and after a load the embedded process held 70–110 MB of
    // them for good. Two arenas returned all of it (docs/deploy.md). An operator's value wins.
    MALLOC_ARENA_MAX: '2',
    ...env,
  });
};

/**
 * Short commands whose start-up is most of their cost run from built JavaScript in this process
 * (scripts/run-built.mjs), with the sources they are built from.
 */
const BUILT = {
  // The parser uses the contract's page layout (page counts): a change there rebuilds it too.
  parse: ['scripts/parse.ts', 'packages/server/src/parsing', 'packages/api/src/contract'],
};

const [command = 'start', ...rest] = process.argv.slice(2);
if (ensureRuntime() === 'handed-over') {
  // the Node 24 child does everything from here on
} else {
  ensurePnpm();
  ensureDependencies();
  if (SERVERS[command] && typeof process.execve === 'function')
    becomeServer(SERVERS[command], rest);
  else if (BUILT[command])
    await (await import('./run-built.mjs')).runBuilt(root, BUILT[command], rest);
  else runScript();
}

function runScript() {
  const script = path.join(root, 'scripts', `${command.replace(':', '-')}.ts`);
  if (!existsSync(script)) {
    console.error(`Unknown command "${command}" (no scripts/${path.basename(script)})`);
    process.exit(2);
  }
  // tsx as a loader in one process rather than its CLI: the CLI SIGKILLs a child that does not
  // acknowledge Ctrl-C within 60 ms, and a script busy with load cannot, so its cleanup (stopping
  // the servers it started, dropping its database) would never run.
  run(process.execPath, ['--import', 'tsx', script, ...rest]);
}
