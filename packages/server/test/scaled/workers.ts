import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

import type { Config } from '../../src/config';

/**
 * Worker processes for the scaled tests: a fixture under fixtures/ run by Node itself with tsx's
 * loader (not the tsx CLI, which would put a process in between), so the PID a test kills is the
 * worker's own. A worker prints `ready <metrics url>` once it takes jobs.
 */
export type WorkerProcess = {
  child: ChildProcess;
  metricsUrl: string;
  exited: Promise<number | null>;
  alive: () => boolean;
};

const repo = resolve(__dirname, '../../../..');

/** The variables another process needs to share the app's database, bucket, mail server and secrets. */
export const workerEnv = (config: Config): Record<string, string> => ({
  DATABASE_URL: config.databaseUrl!,
  S3_BUCKET: config.s3!.bucket,
  S3_ENDPOINT: config.s3!.endpoint!,
  S3_ACCESS_KEY_ID: config.s3!.credentials!.accessKeyId,
  S3_SECRET_ACCESS_KEY: config.s3!.credentials!.secretAccessKey,
  SMTP_URL: config.smtpUrl!,
  JWT_SECRET: config.jwtSecret,
  FILE_URL_SECRET: config.fileUrlSecret,
  DATA_DIR: config.dataDir,
  JOB_TIMEOUT_S: String(config.jobTimeoutS),
  // As the API under test (helpers/app.ts): voices keep their share beside the other lanes.
  SYNTHESIS_NICE: String(config.synthesisNice),
});

export async function startWorkerProcess(
  fixture: string,
  config: Config,
  env: Record<string, string> = {},
): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    cwd: repo,
    env: {
      ...process.env,
      ...workerEnv(config),
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const metricsUrl = await new Promise<string>((ready, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^ready (\S+)$/m.exec(out);
      if (match) ready(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`worker exited with ${code} before it was ready`)));
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return { child, metricsUrl, exited, alive };
}

/** SIGKILL: a worker left holding a hanging job would wait for it on SIGTERM. */
export async function killAll(workers: WorkerProcess[]): Promise<void> {
  for (const worker of workers) {
    if (!worker.alive()) continue;
    worker.child.kill('SIGKILL');
    await worker.exited;
  }
}
