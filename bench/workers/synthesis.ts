/**
 * Synthesis throughput of worker processes: audio seconds made per wall second with 1
 * and with 2 `start:worker` processes (dist/worker-main.js) on one PostgreSQL + pg-boss queue,
 * each worker with one synthesis thread, so the ratio shows what a second process adds. A third
 * run gives one worker the default threads (one per core) for comparison. The API runs in this
 * process with API_RUNS_JOBS=false: it only enqueues. Figures only, nothing passes or fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { createUsersDal } from '../../packages/server/src/services/users/users-dal';
import { ensurePostgres, psql } from '../../scripts/lib/postgres';
import { repoRoot } from '../support/server';
import { createApiClient } from './api-client';

export type SynthesisRun = {
  label: string;
  workers: number;
  threads: number;
  lines: number;
  audioS: number;
  wallS: number;
  /** Audio seconds per wall second. */
  rate: number;
};

export type SynthesisFigures = { runs: SynthesisRun[]; load: number };

const PASSWORD = 'Bench-Password-42!';
const DOCUMENTS = 4;
const LINES = 24;

/** A Fountain script of `n` lines (a heading, then the narrator, MARA and TOBIAS in turn); `tag` keeps it unique. */
function fountain(n: number, tag: string): string {
  const out = ['INT. LIGHTHOUSE - NIGHT', ''];
  for (let i = 1; i < n; i++) {
    const who = ['', 'MARA', 'TOBIAS'][i % 3];
    const words = `${tag} ${i}: the lamp turns and the sea keeps its own time, whatever we say.`;
    out.push(...(who ? [who, words, ''] : [words, '']));
  }
  return out.join('\n');
}

function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(repoRoot, 'packages/server/dist/worker-main.js')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
  });
}

const stopWorker = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export async function measureSynthesis(): Promise<SynthesisFigures> {
  const pg = await ensurePostgres();
  const name = `cms_synth_${randomBytes(5).toString('hex')}`;
  psql(pg.url, `create database ${name}`);
  const url = new URL(pg.url);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'castmyscript-synth-'));
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    FILE_URL_SECRET: randomBytes(48).toString('base64url'),
  };
  const workers = new Set<ChildProcess>();
  // An interrupted bench must not leave workers behind.
  const onSignal = () => {
    for (const child of workers) child.kill('SIGKILL');
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const { app, deps } = await buildApp(
    loadConfig({
      ...env,
      API_RUNS_JOBS: 'false',
      WEB_ROOT: path.join(dataDir, 'no-web-root'),
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
    }),
  );
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await createUsersDal(deps.database.db).create({
      email: 'synthesis-bench@example.com',
      name: 'Bench',
      passwordHash: await deps.hasher.hash(PASSWORD),
      emailVerifiedAt: new Date(),
    });
    await deps.credits.grantPaygo(user.id, 10_000, 'bench-synthesis-pages');
    const api = await createApiClient(base, user.email, PASSWORD);

    const runs: SynthesisRun[] = [];
    const plans = [
      { label: '1 worker, 1 thread', workers: 1, threads: 1 },
      { label: '2 workers, 1 thread each', workers: 2, threads: 1 },
      { label: '1 worker, default threads', workers: 1, threads: 0 },
    ];
    for (const plan of plans) {
      const started = Array.from({ length: plan.workers }, () =>
        startWorker({
          ...env,
          ...(plan.threads ? { SYNTHESIS_THREADS: String(plan.threads) } : {}),
        }),
      );
      for (const child of started) workers.add(child);
      try {
        // New words each run: lines already made are never made again (the cache by line key).
        const tag = `Run ${runs.length + 1}`;
        const ids = await Promise.all(
          Array.from({ length: DOCUMENTS }, (_, d) =>
            api.processedScript(fountain(LINES, `${tag}.${d + 1}`), `bench-${d + 1}.fountain`),
          ),
        );
        for (const id of ids) await api.castSuggested(id);
        const t0 = performance.now();
        await Promise.all(ids.map((id) => api.generate(id)));
        const audioS = (await Promise.all(ids.map((id) => api.generatedSeconds(id)))).reduce(
          (a, b) => a + b,
          0,
        );
        const wallS = (performance.now() - t0) / 1000;
        const lines = (await Promise.all(ids.map((id) => api.lineCount(id)))).reduce(
          (a, b) => a + b,
          0,
        );
        runs.push({
          label: plan.label,
          workers: plan.workers,
          threads: plan.threads,
          lines,
          audioS,
          wallS,
          rate: audioS / wallS,
        });
      } finally {
        for (const child of started) {
          await stopWorker(child);
          workers.delete(child);
        }
      }
    }
    return { runs, load: loadavg()[0] };
  } finally {
    for (const child of workers) child.kill('SIGKILL');
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await app.close();
    psql(pg.url, `drop database if exists ${name} with (force)`);
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printSynthesis(figures: SynthesisFigures): void {
  console.log(
    `\nSynthesis throughput with start:worker processes (${DOCUMENTS} documents × ${LINES} lines generated at once; audio s per wall s)`,
  );
  console.log('run                          lines  audio s  wall s  rate');
  for (const r of figures.runs)
    console.log(
      `${r.label.padEnd(28)} ${String(r.lines).padStart(5)}  ${r.audioS.toFixed(1).padStart(7)}  ${r.wallS.toFixed(1).padStart(6)}  ${r.rate.toFixed(2).padStart(5)}`,
    );
  const [one, two] = figures.runs;
  if (one && two)
    console.log(
      `2 workers over 1 (one thread each): ${(two.rate / one.rate).toFixed(2)}x; load average ${figures.load.toFixed(1)}`,
    );
}
