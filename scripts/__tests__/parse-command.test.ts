import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PAGES, renderPdf } from '../../packages/server/test/parsing/helpers/render';

const root = path.resolve(__dirname, '../..');

// `npm run parse` as the bootstrap runs it: from the bundle it builds, not through a loader.
const parseCommand = (file: string) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', 'bootstrap.mjs'), 'parse', file], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('npm run parse', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-parse-command-'));

  it('prints the lines of a one-page PDF and nothing on stderr', () => {
    const file = path.join(dir, 'one-page.pdf');
    writeFileSync(file, renderPdf([PAGES[1]]));
    const run = parseCommand(file);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as { page_count: number; lines: { type: string }[] };
    expect(out.page_count).toBe(1);
    expect(out.lines.some((l) => l.type === 'dialogue')).toBe(true);
  });

  // Loading zod at start-up cost the command ~0.05 s of CPU and ~9 MB on every file (// bench); its schemas check the API's requests, while the parser needs only the contract's
  // constants, which live apart from the schemas for that reason.
  it('starts without loading zod', () => {
    const file = path.join(dir, 'one-page-again.pdf');
    writeFileSync(file, renderPdf([PAGES[1]]));
    expect(parseCommand(file).status).toBe(0);
    const bundle = path.join(root, 'packages/server/node_modules/.cache/castmyscript/parse.mjs');
    const imports = readFileSync(bundle, 'utf8').match(/^import\b[^;]*;/gm) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => /["']zod["']/.test(line))).toEqual([]);
  });

  it('fails with the user’s message on a file that is not a script', () => {
    const file = path.join(dir, 'empty.txt');
    writeFileSync(file, '');
    const run = parseCommand(file);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().length).toBeGreaterThan(0);
    expect(run.stderr).not.toMatch(/at .*\.(?:m?js|ts):\d+/);
  });
});
