import path from 'node:path';

import { bin, mustRun, repoRoot } from './lib/proc';

await mustRun(bin('eslint'), ['.', '--max-warnings=0', ...process.argv.slice(2)]);
// Circles with type imports counted, which eslint's no-cycle skips (tools/lint/import-cycles.mjs).
await mustRun(process.execPath, [path.join(repoRoot, 'tools/lint/import-cycles.mjs'), repoRoot]);
// Comments and test names point to files in the repo, not to documents a clone lacks.
await mustRun(process.execPath, [path.join(repoRoot, 'tools/lint/doc-pointers.mjs'), repoRoot]);
