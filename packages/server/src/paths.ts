import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Locates the server package and the repository on disk. The same code runs from `src/` (tsx, jest)
 * and bundled into `dist/main.js`, so paths are found by walking up to a marker file instead of
 * being hard-coded relative to this module.
 */
const here = dirname(fileURLToPath(import.meta.url));

const findUp = (start: string, marker: string): string | undefined => {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
};

/** `packages/server`: holds `drizzle/` (committed SQL migrations) and `package.json`. */
export const serverRoot = (): string => {
  const root = findUp(here, join('drizzle', 'meta', '_journal.json'));
  if (!root) throw new Error('Cannot find the server migrations folder (drizzle/) above ' + here);
  return root;
};

/** The workspace root; falls back to the working directory when run outside the repository. */
export const repoRoot = (): string => findUp(here, 'pnpm-workspace.yaml') ?? resolve(process.cwd());

export const migrationsFolder = (): string => join(serverRoot(), 'drizzle');
