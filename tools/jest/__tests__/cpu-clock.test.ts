import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { measured } = require('../cpu-clock.cjs') as {
  measured: <T extends new (...args: never[]) => { teardown(): Promise<void> }>(base: T) => T;
};

/** Each jest test file's CPU, recorded by the environment around it for the table of `npm test`. */
const BURN = 0.3;
const burn = () => {
  const until = process.cpuUsage().user + BURN * 1e6;
  while (process.cpuUsage().user < until);
};

class Base {
  constructor(_config: unknown, _context: { testPath: string }) {
    burn();
  }
  async teardown() {
    burn();
  }
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'jest-cpu-'));
  process.env.JEST_CPU_DIR = dir;
});
afterEach(() => {
  delete process.env.JEST_CPU_DIR;
  rmSync(dir, { recursive: true, force: true });
});

it("records the file's CPU from before the environment is built to after its teardown", async () => {
  const Environment = measured(Base);
  const env = new Environment({}, { testPath: '/repo/some.test.ts' });
  await env.teardown();
  const [file] = readdirSync(dir);
  expect(file).toBe(`${process.pid}.jsonl`);
  const line = JSON.parse(readFileSync(path.join(dir, file), 'utf8').trim());
  expect(line.file).toBe('/repo/some.test.ts');
  expect(line.cpu).toBeGreaterThanOrEqual(2 * BURN);
});

it('records nothing when no directory is named', async () => {
  delete process.env.JEST_CPU_DIR;
  const env = new (measured(Base))({}, { testPath: '/repo/some.test.ts' });
  await env.teardown();
  expect(readdirSync(dir)).toEqual([]);
});
