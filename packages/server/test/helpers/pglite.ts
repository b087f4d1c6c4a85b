import Module from 'node:module';

import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite loads its WASM and node modules with dynamic `import()`, which jest's CommonJS sandbox
 * refuses (it needs --experimental-vm-modules). Loading it through Node's own module loader runs
 * the real, untransformed package exactly as in production; only the test runner needs this.
 */
type PgliteModule = typeof import('@electric-sql/pglite');

const nodeLoad = (
  Module as unknown as { _load: (request: string, parent: null, isMain: boolean) => unknown }
)._load;
const real = nodeLoad(require.resolve('@electric-sql/pglite'), null, false) as PgliteModule;

export const createPglite = (dir: string): PGlite => new real.PGlite(dir);
