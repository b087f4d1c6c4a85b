// @scaled-too: the queue (jobs on pg-boss in PostgreSQL)
import { readFileSync } from 'node:fs';

import { RELAXED_LIMITS, get, post, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp, waitFor } from '../helpers/app';
import { userId } from '../documents/helpers';
import { audioUrls, castSuggested, generate, script, send } from '../audio/helpers';

jest.setTimeout(180_000);

/**
 * A line being made when its document is deleted stops within seconds: its synthesis thread is
 * ended, for Generate, a take and the per-line speed call. The line
 * is long enough that running to its end would take far longer than the bound waited for: at 60
 * sentences it ended on its own within the bound on an idle machine, and the test could not fail.
 */
const BOUND_MS = 5_000;
const LONG = Array.from(
  { length: 240 },
  (_, i) => `Sentence ${i + 1}: the lamp turns, and the sea keeps its own slow time.`,
).join(' ');

let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { voiceEngine: { pool: { size: 2 } } });
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 50, 'test-pack:cancel-line');
  // The engines warm up at start (these queue behind that): a busy thread below is the long line.
  await t.deps.voiceEngine.warm();
});
afterAll(() => t.close());

const running = () => t.deps.voiceEngine.load().running;

/** This process's CPU seconds (all threads), from the kernel's own accounting. */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function deleteWhileMaking(id: string) {
  await waitFor(() => Promise.resolve(running() > 0), 'the long line to be on a thread', 60_000);
  expect((await send(t, 'DELETE', `documents/${id}`, s.access)).status).toBe(200);
  const cpu = cpuSeconds();
  const stopped = waitFor(() => Promise.resolve(running() === 0), 'the line to stop', BOUND_MS);
  // Measured, not asserted: what the process spent in the bound's span after the delete.
  if (process.env.BOUNDS_REPORT)
    process.stdout.write(`CPU after delete: ${await cpuOver(cpu)} s\n`);
  await stopped;
}

async function cpuOver(from: number) {
  await new Promise((resolve) => setTimeout(resolve, BOUND_MS));
  return (cpuSeconds() - from).toFixed(2);
}

it('Generate: deleting the document stops the line being made', async () => {
  const id = await script(t, s, [{ actor: 'MARA', dialog: LONG }]);
  await castSuggested(t, s, id);
  expect((await generate(t, s, id)).status).toBe(200);
  await deleteWhileMaking(id);
});

it('the per-line speed call: deleting the document stops the line being made', async () => {
  const id = await script(t, s, [{ actor: 'MARA', dialog: LONG }]);
  await castSuggested(t, s, id);
  const [line] = await audioUrls(t, s, id);
  const speed = get(t, `scenes/${id}/generate-audio/${line.scene_id}/2`, s.access);
  await deleteWhileMaking(id);
  // The waiting request is answered (the document is gone), not left hanging.
  expect((await speed).status).toBeGreaterThanOrEqual(400);
});

it('a take: deleting the document stops the line being made', async () => {
  const id = await script(t, s, [{ actor: 'MARA', dialog: LONG }]);
  await castSuggested(t, s, id);
  const [line] = await audioUrls(t, s, id);
  const take = post(t, `scenes/document/${id}/retake/${line.scene_id}`, { pitch: -4 }, s.access);
  await deleteWhileMaking(id);
  expect((await take).status).toBeGreaterThanOrEqual(400);
});
