import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

// Stands in for the bootstrap: says it is ready, and on SIGTERM notes it and ends.
const STAND_IN = `
import { writeFileSync } from 'node:fs';
writeFileSync('pid', String(process.pid));
process.on('SIGTERM', () => { writeFileSync('signal', 'SIGTERM'); process.exit(0); });
setInterval(() => undefined, 1000);
console.log('ready');
`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs one of our npm scripts, its command line as package.json has it, with the bootstrap
 * replaced by the stand-in; sends SIGTERM to npm alone (as a process manager stopping `npm start`
 * by its PID does) and says whether the script's process got it.
 */
async function signalReaches(name: string): Promise<boolean> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-npm-signal-'));
  writeFileSync(path.join(dir, 'stand-in.mjs'), STAND_IN);
  const command = scripts[name].replace('scripts/bootstrap.mjs', 'stand-in.mjs');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ scripts: { [name]: command } }));
  const npm = spawn('npm', ['run', '--silent', name], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      npm.stdout.on('data', (chunk: Buffer) => chunk.includes('ready') && resolve());
      npm.once('exit', () =>
        reject(new Error(`npm run ${name} ended before the script was ready`)),
      );
    });
    const ended = new Promise((resolve) => npm.once('exit', resolve));
    npm.kill('SIGTERM');
    await ended;
    // Let an orphan show itself: a process the signal never reached is still running.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return readSignal(dir) === 'SIGTERM';
  } finally {
    const pid = Number(readFile(path.join(dir, 'pid')));
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  }
}

const readFile = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const readSignal = (dir: string) => readFile(path.join(dir, 'signal'));

describe('npm scripts hand a signal to the process they start', () => {
  // Without `exec`, npm's `sh -c` sits between: SIGTERM ends the shell and leaves the server
  // running on its port with no parent, so the next `npm start` cannot listen.
  it.each(['start', 'start:worker', 'test'])('npm run %s', async (name) => {
    expect(await signalReaches(name)).toBe(true);
  });

  it('every script runs the bootstrap the same way', () => {
    for (const [name, command] of Object.entries(scripts))
      expect([name, command]).toEqual([name, `exec node scripts/bootstrap.mjs ${name}`]);
  });
});
