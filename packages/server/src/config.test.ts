import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CONFIG_VARS, loadConfig } from './config';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cms-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000'],
      databaseUrl: undefined,
      logLevel: 'info',
      rateLimitMax: 600,
    });
    expect(config.webRoot).toMatch(/packages$/);
  });

  it('generates secrets once and keeps them across restarts, readable by the owner only', () => {
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.fileUrlSecret).toBe(first.fileUrlSecret);
    expect(first.fileUrlSecret).not.toBe(first.jwtSecret);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('derives PUBLIC_URL from PORT and CORS_ORIGINS from PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080' }).corsOrigins).toEqual([
      'http://localhost:8080',
    ]);
  });

  it('lists every bad variable in one error', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc', REMOTES_JSON: '{nope' })).toThrow(
      /PORT: .*\n.*REMOTES_JSON: must be valid JSON/,
    );
  });

  it('refuses a CORS wildcard', () => {
    expect(() => loadConfig({ DATA_DIR: dir, CORS_ORIGINS: '*' })).toThrow(/not allowed/);
  });

  it('reports reserved variables that are set but not used yet', () => {
    expect(
      loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://x', QUEUE: 'in-process' }).ignoredVars,
    ).toEqual(['SMTP_URL']);
  });

  it('documents every variable with a description', () => {
    for (const v of CONFIG_VARS) expect(v.description.length).toBeGreaterThan(10);
    expect(CONFIG_VARS.map((v) => v.name)).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'QUEUE']),
    );
  });
});
