import { inOrder } from '../../src/adapters/tts/pool/in-order';
import {
  type SynthesisPool,
  createSynthesisPool,
} from '../../src/adapters/tts/pool/synthesis-pool';
import { VoiceError } from '../../src/adapters/tts/tts-port';
import { waitFor } from '../helpers/app';

jest.setTimeout(60_000);

let pool: SynthesisPool;

beforeAll(() => {
  pool = createSynthesisPool({ size: 2 });
});

afterAll(async () => {
  await pool.close();
});

const counter = () => new SharedArrayBuffer(12);
const sleep = (tag: number, ms = 40, shared?: SharedArrayBuffer) =>
  pool.run({ kind: 'test-sleep', ms, tag, counter: shared });

describe('delivery in order', () => {
  it('hands results over in submission order, whatever order they settle in', async () => {
    const resolvers: ((n: number) => void)[] = [];
    const work = [0, 1, 2].map(() => new Promise<number>((r) => resolvers.push(r)));
    const seen: number[] = [];
    const done = inOrder(work, (index) => {
      seen.push(index);
    });
    resolvers[2](2);
    resolvers[1](1);
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual([]); // 1 and 2 are ready, but 0 is not
    resolvers[0](0);
    await done;
    expect(seen).toEqual([0, 1, 2]);
  });

  it('delivers a failure in its place and goes on', async () => {
    const seen: string[] = [];
    await inOrder(
      [Promise.resolve('a'), Promise.reject(new Error('boom')), Promise.resolve('c')],
      (i, o) => {
        seen.push(o.ok ? o.value : `${i}:${o.error.message}`);
      },
    );
    expect(seen).toEqual(['a', '1:boom', 'c']);
  });
});

describe('synthesis pool', () => {
  it('runs jobs on two threads at once, starting them in submission order', async () => {
    await pool.warm();
    const shared = counter();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => sleep(i, 40, shared)));
    expect(results.map((r) => r.tag)).toEqual([...Array(10).keys()]);
    const started = results.map((r) => r.started);
    // With two threads a job can only overtake its immediate predecessor, never one further back.
    for (let i = 0; i < started.length; i++)
      for (let j = i + 2; j < started.length; j++) expect(started[j]).toBeGreaterThan(started[i]);
    // Two at a time, never more.
    expect(new Int32Array(shared)[2]).toBe(2);
  });

  it('drops queued jobs once their signal aborts and stops the running ones (check 42)', async () => {
    const controller = new AbortController();
    const { done } = pool.load();
    const jobs = Array.from({ length: 8 }, (_, i) =>
      pool.run({ kind: 'test-sleep', ms: 200, tag: i }, { signal: controller.signal }).then(
        () => 'made',
        (error: VoiceError) => error.code,
      ),
    );
    await waitFor(() => Promise.resolve(pool.load().running === 2), 'two jobs on the threads');
    controller.abort();
    // The running jobs' threads are ended at once: a line being made does not run to its end.
    expect(pool.load()).toMatchObject({ queued: 0, running: 0 });
    expect(await Promise.all(jobs)).toEqual(Array(8).fill('cancelled'));
    expect(pool.load().done - done).toBe(2);
    // An aborted signal refuses new work at once.
    await expect(sleep(9, 1, undefined)).resolves.toMatchObject({ tag: 9 });
    await expect(
      pool.run({ kind: 'test-sleep', ms: 1, tag: 10 }, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('an urgent job jumps the queue', async () => {
    // Threads ended by a cancel are started again first, so both are awake when the jobs come.
    await pool.warm();
    const shared = counter();
    // Two start at once on the two threads; the other four wait. The second runs long, so the
    // thread that frees first takes the urgent job with time to spare: with equal lengths both
    // threads free together, and a thread slow to wake lets the other start a queued job first.
    const queued = Array.from({ length: 6 }, (_, i) => sleep(i, i === 1 ? 400 : 30, shared));
    const urgent = pool.run(
      { kind: 'test-sleep', ms: 1, tag: 99, counter: shared },
      { urgent: true },
    );
    const [u, ...rest] = await Promise.all([urgent, ...queued]);
    // It starts before every job that was waiting when it came (the third to sixth). Its exact
    // place depends on whether both threads were ready when the first two came: a thread slow
    // to answer on a loaded machine leaves the second job waiting too, and the urgent one passes
    // it as well (seen in CI: started first after job one).
    const waiting = rest.slice(2).map((r) => r.started);
    expect(u.started).toBeLessThan(Math.min(...waiting));
    expect([u, ...rest].map((r) => r.started).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('ends threads left idle and starts them again for the next job', async () => {
    // Longer than two threads may start apart on a busy machine (up to ~0.5 s), so neither ends
    // before the other has answered.
    const idle = createSynthesisPool({ size: 2, idleMs: 1500 });
    try {
      const run = (tag: number) => idle.run({ kind: 'test-sleep', ms: 5, tag });
      await Promise.all([run(1), run(2)]);
      expect(idle.threadCount()).toBe(2);
      await waitFor(async () => idle.threadCount() === 0, 'the idle threads to end', 30_000);
      expect(await run(3)).toMatchObject({ tag: 3 });
      expect(idle.threadCount()).toBe(1);
    } finally {
      await idle.close();
    }
  });

  it('a job that throws rejects only that job, with its message', async () => {
    const before = sleep(1);
    const failing = pool.run({ kind: 'test-throw', message: 'no such phoneme' });
    const after = sleep(2);
    await expect(failing).rejects.toThrow('no such phoneme');
    await expect(before).resolves.toMatchObject({ tag: 1 });
    await expect(after).resolves.toMatchObject({ tag: 2 });
  });

  it('a job that kills its thread rejects only that job; the pool replaces the thread', async () => {
    const jobs = [sleep(1, 100), pool.run({ kind: 'test-crash' }), sleep(3), sleep(4), sleep(5)];
    const outcomes = await Promise.allSettled(jobs);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const crash = outcomes[1] as PromiseRejectedResult;
    expect(crash.reason).toBeInstanceOf(VoiceError);
    expect(crash.reason.message).toMatch(/voice engine stopped/);
    // And it keeps working afterwards.
    await expect(sleep(6)).resolves.toMatchObject({ tag: 6 });
  });

  it('an unknown voice fails that line with a clear message', async () => {
    await expect(
      pool.run({ kind: 'render', voiceId: 'offline-nobody', text: 'Hello.', speed: 1 }),
    ).rejects.toMatchObject({ message: 'Unknown voice: offline-nobody', code: 'unknown_voice' });
  });
});

describe('shutdown', () => {
  it('finishes running jobs, fails queued ones, refuses new ones', async () => {
    const own = createSynthesisPool({ size: 1 });
    const running = own.run({ kind: 'test-sleep', ms: 200, tag: 1 });
    const queued = own.run({ kind: 'test-sleep', ms: 10, tag: 2 });
    const closed = own.close();
    await expect(queued).rejects.toThrow('shutting down');
    await expect(running).resolves.toMatchObject({ tag: 1 });
    await closed;
    await expect(own.run({ kind: 'test-sleep', ms: 1, tag: 3 })).rejects.toThrow('shutting down');
  });
});
