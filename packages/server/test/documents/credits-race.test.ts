// @scaled-too: concurrent writes (PostgreSQL's own concurrency)
import { post, RELAXED_LIMITS, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/postgres';
import { PAGES } from '../parsing/helpers/render';
import {
  creditsLeft,
  finalStatus,
  ledgerOf,
  processedScript,
  uploadScript,
  userId,
} from './helpers';

// The test screenplay's pages that hold a line to be read: its title page costs nothing.
const BILLED = PAGES.length - 1;

/**
 * Check 31 on PostgreSQL: two documents processed at the same moment with credits for one —
 * exactly one starts, the other gets "payment required", no balance goes negative.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await startApp({ ...RELAXED_LIMITS, DATABASE_URL: db.url });
});
afterAll(async () => {
  // Check 33 on PostgreSQL as well.
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
  await db.drop();
});

it('check 31: two documents at once with credits for one: exactly one starts', async () => {
  const s = await signedInUser(t);
  // Free's five pages less two scripts of two: fewer left than one more script needs.
  await processedScript(t, s);
  await processedScript(t, s);
  const [a, b] = [await uploadScript(t, s), await uploadScript(t, s)];
  const process = (id: string) => post(t, `documents/${id}/process`, undefined, s.access);
  // First refusals parse both files and keep the results, so the race below is the charge alone.
  expect((await process(a)).status).toBe(402);
  expect((await process(b)).status).toBe(402);
  // Now exactly one document's worth of pages is available.
  const missing = BILLED - (await creditsLeft(t, s));
  await t.deps.credits.grantPaygo(await userId(t, s), missing, 'test-pack:race');
  expect(await creditsLeft(t, s)).toBe(BILLED);

  const answers = await Promise.all([process(a), process(b)]);
  expect(answers.map((r) => r.status).sort()).toEqual([200, 402]);
  const loser = answers[0].status === 402 ? answers[0] : answers[1];
  expect(loser.body.message).toBe('Insufficient credits - payment required');
  const winner = answers[0].status === 200 ? a : b;
  expect((await finalStatus(t, s, winner)).status).toBe('completed');
  expect(await creditsLeft(t, s)).toBe(0);
  const balance = await t.deps.credits.balance(await userId(t, s));
  expect(balance.paygo_credits).toBeGreaterThanOrEqual(0);
  expect(balance.page_credits_used_this_month).toBeLessThanOrEqual(balance.page_credits_this_month);
  expect(await ledgerOf(t, s, winner === a ? b : a)).toEqual([]);
});

it('check 32 on PostgreSQL: one document asked five times at once is charged once', async () => {
  const s = await signedInUser(t);
  const before = await creditsLeft(t, s);
  const id = await uploadScript(t, s);
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => post(t, `documents/${id}/process`, undefined, s.access)),
  );
  expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  expect((await finalStatus(t, s, id)).status).toBe('completed');
  expect(await creditsLeft(t, s)).toBe(before - BILLED);
  const charges = (await ledgerOf(t, s, id)).filter((r) => r.reason === 'charge');
  expect(charges.reduce((n, r) => n - r.delta, 0)).toBe(BILLED);
});
