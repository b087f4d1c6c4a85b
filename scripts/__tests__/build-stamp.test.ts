/**
 * The build's input fingerprint (scripts/lib/build-stamp.ts): it follows the inputs' names and
 * bytes, and a file that goes while it is read is left out instead of failing the build.
 */
import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { fingerprint } from '../lib/build-stamp';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
  mkdirSync(path.join(root, 'src', '__tests__'), { recursive: true });
  writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 1;');
  writeFileSync(path.join(root, 'src', '__tests__', 'a.test.ts'), 'test');
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

it('changes with a source, not with a test or a missing input', () => {
  const first = fingerprint(['src', 'missing'], root);
  writeFileSync(path.join(root, 'src', '__tests__', 'a.test.ts'), 'test changed');
  expect(fingerprint(['src'], root)).toBe(first);
  writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 2;');
  expect(fingerprint(['src'], root)).not.toBe(first);
});

it('leaves out a file removed between listing and reading', () => {
  const before = fingerprint(['src'], root);
  const scratch = path.join(root, 'src', 'scratch.ts');
  writeFileSync(scratch, 'export const planted = 1;');
  // As a test's scratch file did in CI: listed by the walk, gone when its bytes are read.
  const read = fs.readFileSync;
  jest.spyOn(fs, 'readFileSync').mockImplementation((file, options) => {
    if (file === scratch) rmSync(scratch);
    return read(file, options);
  });
  expect(fingerprint(['src'], root)).toBe(before);
});
