import { and, eq, gt, like, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { type Logger, silentLogger } from '../../lib/logger';
import { NO_WINDOW, type RateCounter, type WindowCount } from './rate-limit-port';

/**
 * PostgreSQL counter for a scaled deployment: every API process adds to the same row per key
 * (table `rate_limits`), so N processes behind a balancer still allow one limit, not N.
 *
 * A hit is one `INSERT … ON CONFLICT DO UPDATE … RETURNING`: the row lock serialises concurrent
 * hits on a key, and a window that has ended restarts inside the same statement, so no count is
 * lost or doubled between processes. Ended windows are deleted by whichever process hits first
 * after `sweepEveryMs`, one indexed DELETE; rows of ended windows left until then are ignored.
 * Each counter keeps to its `namespace` (its keys are prefixed with it, and its sweep deletes only
 * those), so counters on different clocks (request limits on real time, sign-in throttles on the
 * app clock that tests move) never end each other's windows.
 *
 * Fails open: when the database cannot count, the hit is let through uncounted and a warning is
 * logged (at most once per `warnEveryMs`). A limit is a guard against abuse; turning every request
 * into a 500 while the database hiccups would be the bigger outage, and the routes that need the
 * database fail on their own anyway.
 */
export type PostgresRateCounterOptions = {
  db: Db;
  /** Letters and dashes only: it is also a LIKE prefix. */
  namespace: string;
  logger?: Logger;
  /** The app clock (ms), so tests can end windows without waiting. */
  now?: () => number;
  sweepEveryMs?: number;
  warnEveryMs?: number;
};

export function createPostgresRateCounter(opts: PostgresRateCounterOptions): RateCounter {
  const { db, logger = silentLogger, now = Date.now } = opts;
  if (!/^[a-z-]+$/.test(opts.namespace)) throw new Error(`bad namespace ${opts.namespace}`);
  const keyOf = (key: string) => `${opts.namespace}:${key}`;
  const sweepEveryMs = opts.sweepEveryMs ?? 60_000;
  const warnEveryMs = opts.warnEveryMs ?? 60_000;
  let lastSweep = -Infinity;
  let lastWarn = -Infinity;

  async function failOpen<T>(what: string, op: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await op();
    } catch (err) {
      const at = now();
      if (at - lastWarn >= warnEveryMs) {
        lastWarn = at;
        logger.warn({ err }, `rate limit counter: ${what} failed; requests pass uncounted`);
      }
      return fallback;
    }
  }

  const countAt = (at: number, row: { hits: number; expiresAt: Date } | undefined) =>
    row ? { hits: row.hits, ttlMs: Math.max(0, row.expiresAt.getTime() - at) } : NO_WINDOW;

  async function upsert(key: string, windowMs: number, at: number): Promise<WindowCount> {
    const ended = sql`${rateLimits.expiresAt} <= ${new Date(at).toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key: keyOf(key), hits: 1, expiresAt: new Date(at + windowMs) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
          expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
    return countAt(at, row);
  }

  async function sweep(at: number): Promise<void> {
    await db
      .delete(rateLimits)
      .where(
        and(lte(rateLimits.expiresAt, new Date(at)), like(rateLimits.key, `${opts.namespace}:%`)),
      );
  }

  return {
    async hit(key, windowMs) {
      const at = now();
      const due = at - lastSweep >= sweepEveryMs;
      if (due) lastSweep = at;
      const [count] = await Promise.all([
        failOpen('counting', () => upsert(key, windowMs, at), NO_WINDOW),
        due ? failOpen('sweeping', () => sweep(at), undefined) : undefined,
      ]);
      return count;
    },
    async peek(key) {
      const at = now();
      return failOpen(
        'reading',
        async () => {
          const [row] = await db
            .select({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt })
            .from(rateLimits)
            .where(and(eq(rateLimits.key, keyOf(key)), gt(rateLimits.expiresAt, new Date(at))));
          return countAt(at, row);
        },
        NO_WINDOW,
      );
    },
    async clear(key) {
      await failOpen(
        'clearing',
        async () => void (await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(key)))),
        undefined,
      );
    },
  };
}
