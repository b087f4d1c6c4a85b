import { SCENES_MAX, TOO_MANY_LINES } from '@castmyscript/api/contract';

import { parseScript } from '../../src/parsing';
import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { lines, script } from '../audio/helpers';

jest.setTimeout(240_000);

/**
 * A script holds at most SCENES_MAX lines, however they arrive (a save, an add, an upload): past
 * it the answer is 400 (or a refused upload) naming the limit, and the lines already there stay.
 */
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
});
afterAll(() => t.close());

const count = async (id: string) =>
  (await get(t, `scenes/document/${id}`, s.access)).body.data.scenes.length;

/** Worst /health answer over HTTP while `work` runs (measured for the notes, not asserted). */
async function healthDuring<T>(work: Promise<T>) {
  let worst = 0;
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await t.http('/api/v1/health');
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const result = await work;
  done = true;
  await probing;
  return { result, worst };
}

it('a save of more lines than the limit is refused with the limit named; nothing is lost', async () => {
  const id = await script(t, s, lines(3));
  const { result: saved, worst } = await healthDuring(
    post(t, `scenes/document/${id}`, { scenes: lines(SCENES_MAX + 1) }, s.access),
  );
  if (process.env.BOUNDS_REPORT) process.stdout.write(`health worst ${worst.toFixed(0)} ms\n`);
  expect(saved.status).toBe(400);
  expect(JSON.stringify(saved.body)).toContain(TOO_MANY_LINES);
  expect(await count(id)).toBe(3);
});

it('a save of exactly the limit is kept; one line added past it is refused', async () => {
  const id = await script(t, s, lines(3));
  const { result: saved, worst } = await healthDuring(
    post(t, `scenes/document/${id}`, { scenes: lines(SCENES_MAX) }, s.access),
  );
  if (process.env.BOUNDS_REPORT)
    process.stdout.write(`health worst during a ${SCENES_MAX}-line save ${worst.toFixed(0)} ms\n`);
  expect(saved.status).toBe(200);
  const added = await post(
    t,
    `scenes/document/${id}/add`,
    [{ actor: 'MARA', dialog: 'One too many.' }],
    s.access,
  );
  expect(added.status).toBe(400);
  expect(added.body.message).toBe(TOO_MANY_LINES);
  expect(await count(id)).toBe(SCENES_MAX);
});

it('an upload that would make more lines than the limit is refused with the limit named', async () => {
  const text = Array.from({ length: SCENES_MAX + 1 }, (_, i) => `MARA\nLine ${i + 1}.\n`).join(
    '\n',
  );
  await expect(parseScript(Buffer.from(text), 'long.fountain')).rejects.toMatchObject({
    code: 'too_large',
    message: TOO_MANY_LINES,
  });
});
