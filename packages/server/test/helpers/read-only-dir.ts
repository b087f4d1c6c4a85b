import { execFile } from 'node:child_process';
import { chmod, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** True when a new file can be created in `dir` (removed again at once). */
async function writable(dir: string): Promise<boolean> {
  const probe = join(dir, 'probe-write');
  try {
    await writeFile(probe, '');
    await rm(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes `dir` refuse new, renamed and removed entries, as a read-only mount does; resolves to what
 * undoes it. Permission bits do it for a normal user; root ignores them, so then the folder is made
 * immutable (chattr), which binds root too. Fails the test when neither takes.
 */
export async function makeReadOnly(dir: string): Promise<() => Promise<void>> {
  await chmod(dir, 0o555);
  if (!(await writable(dir))) return () => chmod(dir, 0o755);
  await chmod(dir, 0o755);
  await run('chattr', ['+i', dir]);
  if (await writable(dir)) throw new Error(`Could not make ${dir} read-only`);
  return async () => {
    await run('chattr', ['-i', dir]);
  };
}
