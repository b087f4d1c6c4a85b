import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  SCALED_DIR_PATTERN,
  SCALED_TOO,
  scaledLaneTests,
  stackDependentTests,
} from '../lib/stack-tests';

/** Which server test files the `server-scaled` step of `npm test` runs again on the scaled stack. */
const root = path.resolve(__dirname, '../..');
const serverTests = path.join(root, 'packages/server/test');
const relative = (files: string[], base: string) => files.map((f) => path.relative(base, f));

it('picks the files that start the app, directly or through a helper, and only those', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stack-tests-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  try {
    write('helpers/app.ts', 'export async function startApp() {}\nexport const tempDir = 1;');
    write('billing/helpers/world.ts', "import { startApp } from '../../helpers/app';\nstartApp();");
    write('direct.test.ts', "import { startApp } from './helpers/app';\nstartApp();");
    write('billing/indirect.test.ts', "import { world } from './helpers/world';");
    write('temp-only.test.ts', "import { tempDir } from './helpers/app';");
    write('pure.test.ts', 'it("adds", () => {});');
    write('scaled/own.test.ts', "import { startApp } from '../helpers/app';\nstartApp();");
    expect(relative(stackDependentTests(dir), dir)).toEqual([
      'billing/indirect.test.ts',
      'direct.test.ts',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('on the server suite: the app tests, not the parsers nor the embedded-only file routes', () => {
  const picked = relative(stackDependentTests(serverTests), serverTests);
  expect(picked).toEqual(
    expect.arrayContaining(['documents/upload.test.ts', 'billing/stripe-webhooks.test.ts']),
  );
  for (const file of ['parsing/rules.test.ts', 'storage.test.ts', 'scaled/storage.test.ts'])
    expect(picked).not.toContain(file);
});

it('the scaled lane takes the scaled/ files, which the embedded jest run leaves out, and the marked ones', () => {
  const lane = relative(scaledLaneTests(serverTests), serverTests);
  expect(lane).toEqual(
    expect.arrayContaining(['scaled/audio-workers.test.ts', 'documents/upload.test.ts']),
  );
  // An app test that goes through no port with a scaled adapter of its own runs once.
  expect(lane).not.toContain('auth-lockout.test.ts');
  expect(new Set(lane).size).toBe(lane.length);
  const scaledFile = path.join(serverTests, 'scaled', 'audio-workers.test.ts');
  expect(new RegExp(SCALED_DIR_PATTERN).test(scaledFile)).toBe(true);
  expect(new RegExp(SCALED_DIR_PATTERN).test(path.join(serverTests, 'health.test.ts'))).toBe(false);
});

it('refuses the marker on a file that never starts the app', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stack-tests-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  try {
    write('helpers/app.ts', 'export async function startApp() {}');
    write('scaled/own.test.ts', 'it("runs", () => {});');
    write('app.test.ts', `// ${SCALED_TOO}: the queue\nimport { startApp } from './helpers/app';\nstartApp();`);
    write('plain-app.test.ts', "import { startApp } from './helpers/app';\nstartApp();");
    expect(relative(scaledLaneTests(dir), dir)).toEqual(['scaled/own.test.ts', 'app.test.ts']);
    write('pure.test.ts', `// ${SCALED_TOO}: nothing\nit("adds", () => {});`);
    expect(() => scaledLaneTests(dir)).toThrow(/pure\.test\.ts/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
