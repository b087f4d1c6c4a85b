import { spawn, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

/** Runs a command to completion with inherited output; resolves to its exit code. */
export const runCommand = (command: string, args: string[], options: SpawnOptions = {}) =>
  new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });

/** Same, but exits the process on failure (for steps nothing can follow). */
export const mustRun = async (command: string, args: string[], options: SpawnOptions = {}) => {
  const code = await runCommand(command, args, options);
  if (code !== 0) {
    console.error(`[${path.basename(command)}] exited with ${code}`);
    process.exit(code);
  }
};

/** Runs tasks with at most `limit` at once (the machines have two cores). */
export const runLimited = async <T>(items: T[], limit: number, task: (item: T) => Promise<void>) => {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  });
  await Promise.all(workers);
};
