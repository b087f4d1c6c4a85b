import { FAILURE_MESSAGES } from '../../src/parsing';
import { TOO_MANY_ROWS } from '../../src/parsing/limits';
import { tooManyPending } from '../../src/services/documents/pending-limit';
import type { PoolEvent } from '../../src/parsing/child/pool';
import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp, waitFor } from '../helpers/app';
import { deeplyNestedFdx, flateBombPdf } from '../parsing/helpers/pdf-bomb';
import { documentRow, uploadScript } from './helpers';
import { sampleWhileParsing } from './memory-sampler';

// Six real parses of hostile 10 MB files, two at a time, on a shared machine; each child ends at
// its heap cap or, on a slow run, at the 8 s limit this test sets to stay short.
jest.setTimeout(300_000);

/** 10 MB of one-letter lines: millions of rows, more than the parse child's heap can hold. */
const hostileTxt = () => Buffer.from('A\n'.repeat(5 * 1024 * 1024 - 512));

/** Holds a pool slot until opened, so the test decides when queued work may start. */
const gate = () => {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => done };
};

/**
 * security check 43: with PARSE_CONCURRENCY=2, six hostile 10 MB scripts from three users
 * never run more than two parse children at once, start round-robin by user, a user's fourth
 * pending script gets 429 with a clear message, queued scripts show `processing` and keep their
 * claim fresh, and the API answers health meanwhile. Two slots are held by the test until all six
 * are queued, so the order they start in does not depend on how fast anything runs.
 */
describe('security check 43: the parse pool under six hostile files', () => {
  let t: TestApp;
  // Held slots are released even when an assertion fails, so waiting parses end and the app closes.
  const blockers = [gate(), gate()];
  afterEach(async () => {
    for (const g of blockers) g.open();
    await t?.close();
  });

  it('bounds the children, queues fairly, refuses a fourth pending file and keeps answering', async () => {
    t = await startApp(
      { ...RELAXED_LIMITS, PARSE_CONCURRENCY: '2' },
      { parse: { claimRefreshMs: 200, timeoutMs: 8000 } },
    );
    const pool = t.deps.parsePool;
    const events: PoolEvent[] = [];
    pool.watch((e) => events.push(e));
    const [a, b, c] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const bytes = hostileTxt();
    const upload = (s: Session) => uploadScript(t, s, bytes, 'text/plain', 'hostile.txt');
    const files = { a: [] as string[], b: [] as string[], c: [] as string[] };
    for (let i = 0; i < 4; i++) files.a.push(await upload(a));
    for (let i = 0; i < 2; i++) files.b.push(await upload(b));
    files.c.push(await upload(c));
    const ownerOf = new Map<string, string>();
    for (const [name, ids] of Object.entries(files)) for (const id of ids) ownerOf.set(id, name);

    const held = blockers.map((g, i) => pool.run('test', `blocker-${i}`, g.task));
    expect(pool.running).toBe(2);

    // Six process calls, each waiting in the queue before the next is made.
    const order: [Session, string][] = [
      [a, files.a[0]],
      [a, files.a[1]],
      [a, files.a[2]],
      [b, files.b[0]],
      [b, files.b[1]],
      [c, files.c[0]],
    ];
    const calls = [];
    for (const [s, id] of order) {
      calls.push(post(t, `documents/${id}/process`, undefined, s.access));
      await waitFor(
        async () => events.some((e) => e.type === 'queued' && e.key === id),
        `${id} to queue`,
      );
    }
    expect(pool.queued).toBe(6);

    // a already has three pending: the fourth is refused, and its document stays as it was.
    // (Were it accepted, it would wait behind the held slots: its queuing ends the wait instead.)
    const queuedInstead = new Promise<'queued'>((resolve) =>
      pool.watch((e) => e.type === 'queued' && e.key === files.a[3] && resolve('queued')),
    );
    const refused = await Promise.race([
      post(t, `documents/${files.a[3]}/process`, undefined, a.access),
      queuedInstead,
    ]);
    expect(refused).not.toBe('queued');
    if (refused === 'queued') return;
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 'error', message: tooManyPending(3) });
    expect((await get(t, `documents/${files.a[3]}/status`, a.access)).body.data.status).toBe(
      'uploaded',
    );

    // A queued script shows as under way, and its claim is renewed while it waits.
    const waiting = files.c[0];
    expect((await get(t, `documents/${waiting}/status`, c.access)).body.data.status).toBe(
      'processing',
    );
    const claimed = (await documentRow(t, waiting))!.updatedAt.getTime();
    await waitFor(
      async () => (await documentRow(t, waiting))!.updatedAt.getTime() > claimed,
      'the queued claim to be renewed',
    );
    expect(events.some((e) => e.type === 'started' && e.key === waiting)).toBe(false);

    for (const g of blockers) g.open();
    await Promise.all(held);
    await waitFor(
      async () => events.some((e) => e.type === 'started' && ownerOf.has(e.key)),
      'a parse child to start',
    );
    const health = await t.http('/api/v1/health');
    expect(health.status).toBe(200);
    // Answered while parses were still running or waiting.
    expect(events.filter((e) => e.type === 'ended' && ownerOf.has(e.key)).length).toBeLessThan(6);

    const answers = await Promise.all(calls);
    for (const res of answers) {
      expect(res.status).toBe(422);
      // Refused by the parser's own bound on rows, or stopped by the child's memory or time limit.
      expect([TOO_MANY_ROWS, FAILURE_MESSAGES.out_of_memory, FAILURE_MESSAGES.timeout]).toContain(
        res.body.message,
      );
    }
    const started = events.filter((e) => e.type === 'started' && ownerOf.has(e.key));
    // Round-robin by user: a's second and third scripts wait behind b's and c's first.
    expect(started.map((e) => ownerOf.get(e.key))).toEqual(['a', 'b', 'c', 'a', 'b', 'a']);
    expect(Math.max(...events.map((e) => e.running))).toBe(2);
    for (const [s, id] of order) {
      expect((await get(t, `documents/${id}/status`, s.access)).body.data.status).toBe('error');
    }
  });

  it('refuses a Flate bomb and a deeply nested FDX: memory stays bounded, health answers', async () => {
    t = await startApp(
      { ...RELAXED_LIMITS, PARSE_CONCURRENCY: '2' },
      // Room for the inflate to reach the size cap on a loaded machine: the refusal under test is
      // the cap's, not the time limit's (at 20 s a CI-loaded run timed out first).
      { parse: { timeoutMs: 90_000 } },
    );
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    // About a megabyte that inflates to 1.1 GB; an FDX nested 200,000 elements deep.
    const bomb = await uploadScript(
      t,
      a,
      Buffer.from(flateBombPdf(1100)),
      'application/pdf',
      'bomb.pdf',
    );
    const nested = await uploadScript(
      t,
      b,
      Buffer.from(deeplyNestedFdx()),
      'application/octet-stream',
      'nested.fdx',
    );
    const sampled = sampleWhileParsing(t);
    const [bombed, deep] = await Promise.all([
      post(t, `documents/${bomb}/process`, undefined, a.access),
      post(t, `documents/${nested}/process`, undefined, b.access),
    ]);
    const { peakMb, health } = await sampled();
    if (process.env.BOUNDS_REPORT) {
      const worst = Math.max(...health.map((h) => h.ms));
      process.stdout.write(`peak ${peakMb} MB; health worst ${worst.toFixed(0)} ms\n`);
    }
    // A cap reached is a refusal with its own message, never a second reader's attempt.
    expect(bombed.status).toBe(422);
    expect(bombed.body.message).toBe(FAILURE_MESSAGES.too_large);
    expect(deep.status).toBe(422);
    expect(Object.values(FAILURE_MESSAGES)).toContain(deep.body.message);
    // The API and its parse children together, as the operating system counts them.
    expect(peakMb).toBeLessThan(1536);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((h) => h.status === 200)).toBe(true);
    expect((await t.http('/api/v1/health')).status).toBe(200);
  }, 300_000);
});
