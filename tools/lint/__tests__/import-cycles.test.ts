/**
 * The circle check counts type imports, which eslint's no-cycle skips: two files that only name
 * each other's types are still a circle.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// @ts-expect-error: a plain ES module of the lint tools, without types.
import { findCircles, findFolderCircles } from '../import-cycles.mjs';

let root: string;
const write = (file: string, code: string, pkg = 'packages/x/src') => {
  const full = path.join(root, pkg, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, code);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('finds a circle closed by a type-only import, through an index file too', () => {
  write('port.ts', "import type { Load } from './pool';\nexport type Port = { load(): Load };\n");
  write('pool/index.ts', "export * from './pool';\n");
  write('pool/pool.ts', "import { type Port } from '../port';\nexport type Load = Port;\n");
  expect(findCircles(root)).toEqual([
    ['packages/x/src/pool/index.ts', 'packages/x/src/pool/pool.ts', 'packages/x/src/port.ts'],
  ]);
});

it('finds none where the shared types live in a file that imports neither side', () => {
  write('types.ts', 'export type Load = { queued: number };\n');
  write('port.ts', "import type { Load } from './types';\nexport type Port = { load(): Load };\n");
  write(
    'pool.ts',
    "import type { Port } from './port';\nimport type { Load } from './types';\nexport type P = Port | Load;\n",
  );
  expect(findCircles(root)).toEqual([]);
});

it('finds server domain folders that import each other, though no file closes a circle', () => {
  const services = 'packages/server/src/services';
  write(
    'audio/audio-fns.ts',
    "import { readOf } from '../reading/read-fns';\nexport const a = readOf;\n",
    services,
  );
  write('reading/read-fns.ts', 'export const readOf = 1;\n', services);
  write(
    'reading/read-service.ts',
    "import { a } from '../audio/audio-fns';\nexport const r = a;\n",
    services,
  );
  expect(findCircles(root)).toEqual([]);
  expect(findFolderCircles(root)).toEqual([['audio', 'reading']]);
  write('reading/read-service.ts', 'export const r = 2;\n', services);
  expect(findFolderCircles(root)).toEqual([]);
});
