/**
 * `npm run parse -- FILE`: prints `{ page_count, lines: [{ actor, dialog, type }] }` for any
 * supported script. Runs the parser in-process; failures print the same
 * message a user would see and exit 1.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ParseError, parseScript, toScoredLines } from '../packages/server/src/parsing/index';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run parse -- FILE');
  process.exit(2);
}

try {
  const result = await parseScript(readFileSync(path.resolve(file)), path.basename(file));
  const out = { page_count: result.pageCount, lines: toScoredLines(result.lines) };
  process.stdout.write(JSON.stringify(out, null, 1) + '\n');
} catch (error) {
  console.error(error instanceof ParseError ? error.message : String(error));
  process.exit(1);
}
