import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every way out of a bench ends the processes it started (bench/support/children.ts and
 * watchdog.mjs): a fixture starts two long-lived programs the way the load bench starts its
 * servers, then is interrupted, fails or is killed; nothing of their process groups may be left.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const fixture = path.join(__dirname, 'hold-children.ts');

/** The running members of process group `pgid`, as `pgrep -g` lists them (zombies have ended). */
function members(pgid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command's closing parenthesis: state, ppid, pgrp, ...
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[2]) === pgid && !['Z', 'X'].includes(fields[0])) found.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

const running = (groups: number[]) => groups.flatMap(members);

// A failing test must not leave its processes behind either.
const started: number[] = [];
afterEach(() => {
  for (const pgid of started.splice(0)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // none left
    }
  }
});

type Held = { holder: ChildProcess; groups: number[]; output: () => string };

/** The fixture, leaving `way`; `bare`: its programs without their watchdogs. */
function start(way: string, bare = false): Promise<Held> {
  const args = ['--import', 'tsx', fixture, way, ...(bare ? ['bare'] : [])];
  const holder = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  holder.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  holder.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The groups line is looked for on every chunk and once more when the output closes: a fixture
  // whose way out is to exit right after printing it may end before a timer would have read it.
  return new Promise((resolve, reject) => {
    let done = false;
    const found = () => {
      if (done) return true;
      const line = /\{"groups":\[[\d,]+\]\}/.exec(output)?.[0];
      if (!line) return false;
      done = true;
      const groups: number[] = JSON.parse(line).groups;
      started.push(...groups);
      resolve({ holder, groups, output: () => output });
      return true;
    };
    holder.stdout!.on('data', () => found());
    holder.once('close', (code) => {
      if (!found()) reject(new Error(`fixture ended early (${code}): ${output}`));
    });
  });
}

const ended = (holder: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (holder.exitCode !== null || holder.signalCode !== null) return resolve(holder.exitCode);
    holder.once('exit', (code) => resolve(code));
  });

/** Waits until nothing of `groups` runs, up to a deadline; answers what still runs. */
async function survivors(groups: number[]): Promise<number[]> {
  const deadline = Date.now() + 15_000;
  while (running(groups).length && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  return running(groups);
}

/** Every program (and its watchdog) is up. */
async function allUp(groups: number[], each: number): Promise<void> {
  while (groups.some((g) => members(g).length < each)) await new Promise((r) => setTimeout(r, 20));
}

// Without watchdogs: what children.ts does by itself.
describe('children.ts ends the children of a bench on every way out', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    'on %s: the cleanup runs and nothing is left',
    async (signal, code) => {
      const { holder, groups, output } = await start('wait', true);
      await allUp(groups, 1);
      holder.kill(signal);
      expect(await ended(holder)).toBe(code);
      expect(output()).toContain('cleanup ran');
      expect(await survivors(groups)).toEqual([]);
    },
    60_000,
  );

  it.each(['throw', 'reject'])(
    'on an uncaught error (%s): exit 1, nothing left',
    async (way) => {
      const { holder, groups, output } = await start(way, true);
      expect(await ended(holder)).toBe(1);
      expect(output()).toContain('on purpose');
      expect(output()).toContain('cleanup ran');
      expect(await survivors(groups)).toEqual([]);
    },
    60_000,
  );

  it('on process.exit with programs still running: nothing is left', async () => {
    const { holder, groups } = await start('exit', true);
    expect(await ended(holder)).toBe(0);
    expect(await survivors(groups)).toEqual([]);
  }, 60_000);
});

// As the load bench starts its servers: under watchdog.mjs.
describe('watchdog.mjs', () => {
  it('on SIGINT to the bench: its program stops with the group, nothing is left', async () => {
    const { holder, groups, output } = await start('wait');
    await allUp(groups, 2);
    holder.kill('SIGINT');
    expect(await ended(holder)).toBe(130);
    expect(output()).toContain('cleanup ran');
    expect(await survivors(groups)).toEqual([]);
  }, 60_000);

  it('on SIGKILL to the bench, when no handler can run: it ends its program', async () => {
    const { holder, groups } = await start('wait');
    await allUp(groups, 2);
    holder.kill('SIGKILL');
    await ended(holder);
    expect(await survivors(groups)).toEqual([]);
  }, 60_000);
});
