import { randomBytes } from 'node:crypto';

import type { JobView } from '../../src/adapters/queue/queue-pgboss-sql';
import type { QueuePort } from '../../src/adapters/queue/queue-port';
import { waitFor } from '../helpers/app';

/**
 * What every queue adapter must do (queue-port.ts): run each job with its payload, retry a failed
 * attempt later with a growing delay, keep dead jobs with their reason, run a job once per
 * idempotency key, honour delays and concurrency, drain on stop and take jobs while stopped. The
 * pg-boss adapter runs it on PostgreSQL and on PGlite.
 */
export type QueueHarness = {
  /**
   * A queue on the shared database, started unless `start` is false; `retryBaseMs` overrides the
   * harness's fast default.
   */
  make(opts?: { retryBaseMs?: number; start?: boolean }): Promise<QueuePort>;
  find(queue: QueuePort, name: string, id: string): Promise<JobView | undefined>;
  close(): Promise<void>;
};

export function describeQueueContract(name: string, setup: () => Promise<QueueHarness>): void {
  describe(`${name} queue (shared contract)`, () => {
    let h: QueueHarness;
    let queue: QueuePort;
    // Every test works its own queue names: pg-boss keeps finished jobs between tests.
    const unique = (base: string) => `${base}-${randomBytes(4).toString('hex')}`;
    const settled = (q: string, id: string, status: JobView['status']) =>
      waitFor(
        async () => {
          const job = await h.find(queue, q, id);
          return job?.status === status && job;
        },
        `job ${id} to be ${status}`,
        30_000,
      );

    beforeAll(async () => {
      h = await setup();
      queue = await h.make();
    });
    afterAll(async () => {
      await queue.close();
      await h.close();
    });

    it('runs a job once with its payload and marks it done', async () => {
      const q = unique('echo');
      const seen: unknown[] = [];
      queue.work<{ n: number }>(q, async (payload, job) => {
        seen.push({ payload, attempt: job.attempt, maxAttempts: job.maxAttempts });
      });
      const before = await queue.pendingCount();
      const { id, created } = await queue.enqueue(q, { n: 7 });
      expect(created).toBe(true);
      const job = await settled(q, id, 'done');
      expect(job).toMatchObject({ attempts: 1, lastError: null });
      expect(seen).toEqual([{ payload: { n: 7 }, attempt: 1, maxAttempts: 3 }]);
      expect(await queue.pendingCount()).toBe(before);
    });

    it('retries a failing job, then keeps it as a dead job with the last reason', async () => {
      const q = unique('flaky');
      const attempts: number[] = [];
      queue.work(q, async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`provider busy (try ${job.attempt})`);
      });
      const deadBefore = await queue.failedCount();
      const { id } = await queue.enqueue(q, {}, { maxAttempts: 3 });
      const job = await settled(q, id, 'failed');
      expect(attempts).toEqual([1, 2, 3]);
      expect(job).toMatchObject({
        attempts: 3,
        maxAttempts: 3,
        lastError: 'provider busy (try 3)',
      });
      expect(await queue.failedCount()).toBe(deadBefore + 1);
    });

    it('reschedules a failed attempt into the future instead of running it again at once', async () => {
      const slow = await h.make({ retryBaseMs: 60_000 });
      const q = unique('later');
      slow.work(q, async () => {
        throw new Error('not yet');
      });
      const { id } = await slow.enqueue(q, {});
      const job = await waitFor(
        async () => {
          const found = await h.find(slow, q, id);
          return found?.attempts === 1 && found.status === 'queued' && found;
        },
        'the first attempt to be recorded',
        30_000,
      );
      await slow.close();
      expect(job.lastError).toBe('not yet');
      expect(job.runAfter.getTime()).toBeGreaterThan(Date.now() + 30_000);
    });

    it('queues work once per idempotency key', async () => {
      const q = unique('once');
      let runs = 0;
      queue.work(q, async () => {
        runs += 1;
      });
      const key = unique('parse:doc');
      const first = await queue.enqueue(q, { doc: 1 }, { idempotencyKey: key });
      const second = await queue.enqueue(q, { doc: 1 }, { idempotencyKey: key });
      expect(first.created).toBe(true);
      expect(second).toEqual({ id: first.id, created: false });
      await settled(q, first.id, 'done');
      const third = await queue.enqueue(q, { doc: 1 }, { idempotencyKey: key });
      expect(third).toEqual({ id: first.id, created: false });
      expect(runs).toBe(1);
    });

    it('does not start a delayed job before its time', async () => {
      const q = unique('delayed');
      const seen: string[] = [];
      queue.work<{ tag: string }>(q, async ({ tag }) => {
        seen.push(tag);
      });
      const later = await queue.enqueue(q, { tag: 'later' }, { delayMs: 120_000 });
      const now = await queue.enqueue(q, { tag: 'now' });
      await settled(q, now.id, 'done');
      expect(seen).toEqual(['now']);
      expect(await h.find(queue, q, later.id)).toMatchObject({ status: 'queued', attempts: 0 });
    });

    it("discards the waiting jobs whose payload matches (a deleted document's), and no others", async () => {
      const q = unique('discard');
      // Not worked: every job stays queued (delayed, so no other test's worker could take it).
      const gone = await queue.enqueue(q, { documentId: 'a', run: 1 }, { delayMs: 120_000 });
      const again = await queue.enqueue(q, { documentId: 'a', run: 2 }, { delayMs: 120_000 });
      const kept = await queue.enqueue(q, { documentId: 'b', run: 1 }, { delayMs: 120_000 });
      expect(await queue.discard(q, { documentId: 'a' })).toBe(2);
      expect(await h.find(queue, q, gone.id)).toBeUndefined();
      expect(await h.find(queue, q, again.id)).toBeUndefined();
      expect(await h.find(queue, q, kept.id)).toMatchObject({ status: 'queued' });
      expect(await queue.discard(unique('never-used'), { documentId: 'a' })).toBe(0);
    });

    it('runs at most `concurrency` jobs of a queue at once', async () => {
      const q = unique('pair');
      let active = 0;
      let most = 0;
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      queue.work(
        q,
        async () => {
          active += 1;
          most = Math.max(most, active);
          await gate;
          active -= 1;
        },
        { concurrency: 2 },
      );
      const ids = await Promise.all([1, 2, 3].map((n) => queue.enqueue(q, { n })));
      await waitFor(async () => active === 2, 'two jobs to run together', 30_000);
      release();
      for (const { id } of ids) await settled(q, id, 'done');
      expect(most).toBe(2);
    });

    it('drains: stop() waits for the running job to finish', async () => {
      const q = unique('long');
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let started = false;
      queue.work(q, async () => {
        started = true;
        await gate;
      });
      const { id } = await queue.enqueue(q, {});
      await waitFor(async () => started, 'the job to start', 30_000);
      const stopping = queue.stop();
      expect(queue.isRunning()).toBe(false);
      release();
      await stopping;
      await queue.start();
      expect((await h.find(queue, q, id))?.status).toBe('done');
    });

    it('takes jobs before it starts and while stopped, and runs them once it runs', async () => {
      const fresh = await h.make({ start: false });
      const q = unique('held');
      const seen: unknown[] = [];
      fresh.work<{ n: number }>(q, async (payload) => {
        seen.push(payload);
      });
      const held = async (n: number) => {
        const { id, created } = await fresh.enqueue(q, { n });
        expect(created).toBe(true);
        expect(await fresh.pendingCount()).toBeGreaterThan(0);
        expect((await h.find(fresh, q, id))?.status).toBe('queued');
      };
      try {
        // A restarting API re-queues interrupted work while it registers, before the queue runs.
        await held(1);
        expect(seen).toEqual([]);
        await fresh.start();
        await waitFor(async () => seen.length === 1, 'the job sent before start to run', 30_000);
        await fresh.stop();
        await held(2);
        expect(seen).toEqual([{ n: 1 }]);
        await fresh.start();
        await waitFor(async () => seen.length === 2, 'the job sent while stopped to run', 30_000);
        expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
      } finally {
        await fresh.close();
      }
    });
  });
}
