/**
 * Sign-in and refresh latency of the built server on loopback: one verified user, 20 concurrent
 * clients for ~10 s, each signing in and then rotating its refresh token. Login is dominated by
 * one argon2id verify, so its figure moves with the hash parameters reported beside it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { repoRoot, stopGroup, waitForOk } from '../support/server';

const CLIENTS = 20;
const DURATION_MS = 10_000;
const PASSWORD = 'Bench-Password-42!';
const ARGON2 = 'm=19456,t=2,p=1';

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { median: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
};

/** The verification token from the outbox (.eml, quoted-printable). */
function verificationToken(dataDir: string): string {
  const dir = path.join(dataDir, 'outbox');
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.eml'))) {
    const text = readFileSync(path.join(dir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const match = /\/verify\/([A-Za-z0-9_-]+)/.exec(text);
    if (match) return match[1];
  }
  throw new Error('no verification mail in the outbox');
}

async function call(base: string, p: string, body?: unknown, bearer?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const res = await fetch(`${base}/api/v1/${p}`, {
    method: body === undefined && !bearer ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { refresh_token?: string } };
  if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A port nothing listens on right now (other benches and dev servers may hold fixed ones). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export async function measureAuthLatency() {
  const port = await freePort();
  execFileSync(process.execPath, [path.join(repoRoot, 'packages/server/scripts/build.mjs')], {
    stdio: 'ignore',
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'castmyscript-auth-bench-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'packages/server/dist/main.js')], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One loopback client makes every request: the per-IP limits would measure themselves.
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    // A fresh PGlite migrates on first start; on a busy two-core machine that can take a while.
    await waitForOk(`${base}/api/v1/health`, 120_000);
    const email = 'bench@example.com';
    await call(base, 'auth/register', {
      username: 'bench',
      name: 'Bench',
      email,
      password: PASSWORD,
    });
    await call(base, `auth/verify-email/${verificationToken(dataDir)}`);

    const login: number[] = [];
    const refresh: number[] = [];
    const deadline = Date.now() + DURATION_MS;
    const client = async () => {
      while (Date.now() < deadline) {
        let start = performance.now();
        const session = await call(base, 'auth/login', { email, password: PASSWORD });
        login.push(performance.now() - start);
        start = performance.now();
        await call(base, 'auth/refresh-token', undefined, session.data!.refresh_token);
        refresh.push(performance.now() - start);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    return { login: summary(login), refresh: summary(refresh), argon2: ARGON2 };
  } finally {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
