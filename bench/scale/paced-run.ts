import http from 'node:http';

import { BrowserCache } from './browser-cache';
import { Recorder, summarize } from './figures';
import type { ReadRun } from './read-run';
import { type LoadUser, READ_SCENARIOS } from './scenarios';

/**
 * The paced read run, open loop: what `users` people see, not how much the server can take (the
 * closed run, bench/scale/read-run.ts). Each user has one keep-alive connection of their own and
 * reads one pass (the scenarios in turn), then thinks for a random 2–4 s before the next pass;
 * they start at random offsets so passes are spread rather than synchronized. A slow answer delays
 * only its own user, so latency measures the server, not a queue of connections in the bench.
 * Before the first pass each user loads the page (`/`) on that connection, as the browser does
 * before the studio calls the API: the reads then travel on a connection already open. (On a busy
 * process the first request of a new connection waits a few event-loop turns longer; on the
 * embedded process that put up to 2.8 s on each user's first documents list while 100 users
 * arrived within 4 s.)
 */
export const THINK_MS = { min: 2_000, max: 4_000 } as const;

// An answer slower than this is an error: the run stays bounded in time.
const TIMEOUT_MS = 10_000;

const between = (min: number, max: number) => min + Math.random() * (max - min);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One GET from send to the last byte of the body: its status and ETag, or a thrown error kind. */
export function get(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
): Promise<{ status: number; etag?: string }> {
  // A promise settles once: whichever of the timeout, an error or the body's end comes first.
  return new Promise((resolve, reject) => {
    const failed = () => {
      clearTimeout(timer);
      reject(new Error('connection error'));
    };
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, etag: res.headers.etag });
      });
      // A body cut short ends in 'close' without 'end'.
      res.on('error', failed).on('close', failed);
      res.resume();
    });
    const timer = setTimeout(() => {
      reject(new Error('timeout'));
      req.destroy();
    }, TIMEOUT_MS);
    req.on('error', failed);
  });
}

async function playUser(
  base: string,
  user: LoadUser,
  recorders: Recorder[],
  cache: BrowserCache,
  deadline: number,
): Promise<void> {
  // One socket per user, kept alive between passes as a browser would.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await sleep(between(0, THINK_MS.max));
    const page = await get(agent, new URL('/', base), {}).catch((err: Error) => err);
    if (page instanceof Error || page.status !== 200) {
      recorders[0].error(page instanceof Error ? page.message : `page ${page.status}`);
      return;
    }
    while (performance.now() < deadline) {
      for (const [i, scenario] of READ_SCENARIOS.entries()) {
        if (performance.now() >= deadline) return;
        const started = performance.now();
        try {
          const path = scenario.path(user);
          const { status, etag } = await get(agent, new URL(path, base), {
            authorization: `Bearer ${user.access}`,
            ...cache.headers(user.email, path),
          });
          recorders[i].response(status, performance.now() - started);
          cache.store(user.email, path, status, etag);
        } catch (err) {
          recorders[i].error((err as Error).message);
        }
      }
      await sleep(Math.min(between(THINK_MS.min, THINK_MS.max), deadline - performance.now()));
    }
  } finally {
    agent.destroy();
  }
}

export async function pacedRun(
  base: string,
  users: LoadUser[],
  opts: { durationS: number },
): Promise<ReadRun> {
  const recorders = READ_SCENARIOS.map(() => new Recorder());
  const started = performance.now();
  const deadline = started + opts.durationS * 1000;
  // Each user's browser cache, empty when the run starts.
  const cache = new BrowserCache();
  await Promise.all(users.map((user) => playUser(base, user, recorders, cache, deadline)));
  // Requests still in flight at the deadline are let finish (or time out): the rate is over the
  // whole wall time, a little longer than `durationS`.
  const durationS = (performance.now() - started) / 1000;
  const scenarios = READ_SCENARIOS.map((s, i) => summarize(s.name, [recorders[i]], durationS));
  const reads = summarize('reads together', recorders, durationS);
  return { durationS: Math.round(durationS * 10) / 10, scenarios, reads };
}
