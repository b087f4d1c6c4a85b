import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { StorageUnavailableError } from './storage-port';

/**
 * Partial files of the local storage adapter. A file being written goes to `<root>/.partial/`
 * first and is renamed (or linked) into place once complete, so a reader never sees half a file.
 * Keeping them in their own folder, rather than beside their key, means a failed write can still
 * remove its part when the key's folder turned read-only mid-write; a part that cannot be removed
 * (the whole disk read-only) is tried again on the next write, and every part left by a crash or
 * an older version (`<key>.<pid>.<time>.part` beside the key) is removed when the server starts.
 * The folder's name has a dot, which no storage key can, so it never clashes with a key.
 */
const PARTIAL_DIR = '.partial';

/** A disk that cannot take writes now: read-only, full, over quota, failing, out of handles. */
const DISK_DOWN_CODES = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'EIO',
  'EMFILE',
  'ENFILE',
]);

/** A write's file-system failure as the clear, retryable storage error; anything else unchanged. */
export function asWriteError(err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && DISK_DOWN_CODES.has(code)
    ? new StorageUnavailableError(err, 'write')
    : err;
}

export function createPartials(root: string) {
  const dir = join(root, PARTIAL_DIR);
  const leftovers = new Set<string>();

  async function discard(path: string): Promise<void> {
    try {
      await rm(path, { force: true });
      leftovers.delete(path);
    } catch {
      leftovers.add(path);
    }
  }

  return {
    /** A fresh part's path; parts a failed write could not remove are tried again first. */
    async next(): Promise<string> {
      for (const path of [...leftovers]) await discard(path);
      await mkdir(dir, { recursive: true });
      return join(dir, `${randomUUID()}.part`);
    },
    discard,
    /**
     * At start, before any write: every part is a leftover. The embedded default is the only
     * process writing under its data folder. Resolves to how many were removed.
     */
    async sweep(): Promise<number> {
      let removed = 0;
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return [];
          throw err;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
        await rm(join(entry.parentPath, entry.name), { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
