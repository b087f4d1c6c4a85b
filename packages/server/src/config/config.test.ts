import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

import { CONFIG_VARS, loadConfig, RESERVED_VARS } from './index';

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
      linkBase: '',
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
      databaseUrl: undefined,
      logLevel: 'info',
      rateLimitMax: 600,
      // security check 43: one parse child per core, three pending scripts per user.
      parseConcurrency: availableParallelism(),
      parsePendingPerUser: 3,
    });
    expect(config.webRoot).toMatch(/packages$/);
    expect(loadConfig({ DATA_DIR: dir, PARSE_CONCURRENCY: '1' }).parseConcurrency).toBe(1);
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

  it('without PUBLIC_URL, every loopback name of PORT is the app; links are relative', () => {
    const config = loadConfig({ DATA_DIR: dir, PORT: '8080' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.linkBase).toBe('');
    expect(config.corsOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
  });

  it('with PUBLIC_URL, CORS_ORIGINS and links follow it alone', () => {
    const config = loadConfig({ DATA_DIR: dir, PORT: '8080', PUBLIC_URL: 'https://app.test/' });
    expect(config.linkBase).toBe('https://app.test');
    expect(config.corsOrigins).toEqual(['https://app.test']);
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
    const [reserved] = RESERVED_VARS;
    const config = loadConfig({
      DATA_DIR: dir,
      [reserved]: 'x',
      SMTP_URL: 'smtp://mail.example.com',
    });
    expect(config.ignoredVars).toEqual([reserved]);
  });

  describe('scaled adapters', () => {
    it('stays embedded when nothing is set', () => {
      expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
        databaseUrl: undefined,
        apiRunsJobs: true,
        s3: undefined,
        smtpUrl: undefined,
      });
    });

    it('lets worker processes run the jobs only beside PostgreSQL', () => {
      const url = 'postgres://db.example.com/cms';
      expect(
        loadConfig({ DATA_DIR: dir, DATABASE_URL: url, API_RUNS_JOBS: 'false' }),
      ).toMatchObject({ databaseUrl: url, apiRunsJobs: false });
    });

    it('refuses combinations that cannot work, naming every one', () => {
      expect(() =>
        loadConfig({
          DATA_DIR: dir,
          API_RUNS_JOBS: 'false',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
        }),
      ).toThrow(
        /API_RUNS_JOBS: without DATABASE_URL the API is the one process .*\n.*S3_ENDPOINT: set S3_BUCKET too/,
      );
      expect(() =>
        loadConfig({ DATA_DIR: dir, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' }),
      ).toThrow('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
      expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'http://mail.example.com' })).toThrow(
        /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
      );
    });

    it('trusts no proxy unless told which', () => {
      expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
      expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
      expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ' }).trustProxy).toBe(
        '10.0.0.0/8,127.0.0.1',
      );
    });

    it('reads the bucket settings, with path-style addressing for custom endpoints', () => {
      const s3 = loadConfig({
        DATA_DIR: dir,
        S3_BUCKET: 'cms-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3;
      expect(s3).toEqual({
        bucket: 'cms-files',
        endpoint: 'http://127.0.0.1:9000',
        publicEndpoint: undefined,
        region: 'us-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      });
      const aws = loadConfig({ DATA_DIR: dir, S3_BUCKET: 'cms-files', S3_REGION: 'eu-west-3' });
      expect(aws.s3).toMatchObject({ region: 'eu-west-3', forcePathStyle: false });
      expect(aws.s3?.credentials).toBeUndefined();
    });
  });

  it('documents every variable with a description', () => {
    for (const v of CONFIG_VARS) expect(v.description.length).toBeGreaterThan(10);
    expect(CONFIG_VARS.map((v) => v.name)).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'API_RUNS_JOBS']),
    );
  });
});
