// @scaled-too: the queue (jobs on pg-boss in PostgreSQL)
import { readdirSync, readFileSync } from 'node:fs';

import { DOCUMENT_MESSAGES } from '@castmyscript/api/contract';

import { post, RELAXED_LIMITS, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp, waitFor } from '../helpers/app';
import { creditsLeft, ledgerOf, send, uploadScript } from './helpers';

/**
 * security check 42, parse side: a document deleted while its parse runs has its parse child
 * killed at once (not at the parse's time limit), and the process call answers that the document
 * is gone, charging nothing. The child is made to hang through the test-only hook, with a time
 * limit far beyond the test's, so only the delete can end it.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { parse: { timeoutMs: 10 * 60_000, testHook: 'hang' } });
});
afterAll(async () => {
  await t.close();
});

/** Live parse children of this process (the app runs in it), from /proc. */
function parseChildren(): number[] {
  const children = readdirSync('/proc/self/task').flatMap((task) =>
    readFileSync(`/proc/self/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
  );
  return children.map(Number).filter((pid) => {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const state = /\) (\w)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
      // From source (parsing/child/worker.ts) or as bundled for the run (parse-worker.mjs).
      return /parsing\/child\/worker|parse-worker/.test(cmdline) && state !== 'Z';
    } catch {
      return false; // ended between the listing and the read
    }
  });
}

it('security check 42: deleting a document mid-parse kills its parse child', async () => {
  const s = await signedInUser(t);
  const before = await creditsLeft(t, s);
  const id = await uploadScript(t, s);
  const processing = post(t, `documents/${id}/process`, undefined, s.access);
  const [child] = await waitFor(
    () => Promise.resolve(parseChildren().length > 0 && parseChildren()),
    'the parse child to start',
  );

  expect((await send(t, 'DELETE', `documents/${id}`, s.access)).status).toBe(200);
  await waitFor(() => Promise.resolve(!parseChildren().includes(child)), 'the parse child to end');
  const res = await processing;
  expect(res.status).toBe(404);
  expect(res.body.message).toBe(DOCUMENT_MESSAGES.notFound);
  expect(await creditsLeft(t, s)).toBe(before);
  expect(await ledgerOf(t, s, id)).toEqual([]);
  expect(await t.deps.credits.mismatches()).toEqual([]);
});
