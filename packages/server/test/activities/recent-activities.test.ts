import {
  ACTIVITY_ACTIONS,
  type ActivityStatus,
  RECENT_ACTIVITIES_DEFAULT,
} from '@castmyscript/api/contract';

import { get, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';

/**
 * GET users/activities/recent over real HTTP: newest first, bounded, and only ever
 * the caller's own lines (security check 1).
 */
let t: TestApp;
// A clock the test moves, so "newest first" does not depend on how fast the machine is.
let clock = Date.now();
const tick = (ms = 1000) => {
  clock += ms;
};

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
});
afterAll(() => t.close());

const idOf = async (s: Session) =>
  (await t.deps.database.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, s.email),
  }))!.id;

const record = async (s: Session, description: string, status: ActivityStatus = 'completed') => {
  tick();
  return t.deps.activities.record(await idOf(s), {
    action: ACTIVITY_ACTIONS.documentUploaded,
    description,
    status,
    reference: 'doc-ref',
  });
};

const recent = (s: Session | undefined, query = '') =>
  get(t, `users/activities/recent${query}`, s?.access);

it('answers an empty list for a new account', async () => {
  const s = await signedInUser(t);
  const res = await recent(s);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 'success', data: [] });
});

it('lists the caller’s activities newest first, in the contract’s shape', async () => {
  const s = await signedInUser(t);
  await record(s, '"Pilot" uploaded');
  await record(s, '"Pilot" could not be processed', 'failed');
  await record(s, '"Finale" is being processed', 'processing');
  const res = await recent(s);
  expect(res.status).toBe(200);
  expect(res.body.data.map((a: { description: string }) => a.description)).toEqual([
    '"Finale" is being processed',
    '"Pilot" could not be processed',
    '"Pilot" uploaded',
  ]);
  expect(res.body.data[0]).toEqual({
    _id: expect.any(String),
    action: 'Document Uploaded',
    description: '"Finale" is being processed',
    status: 'processing',
    reference_id: 'doc-ref',
    timestamp: new Date(clock).toISOString(),
  });
});

it('keeps write order for activities recorded in the same instant', async () => {
  const s = await signedInUser(t);
  const user = await idOf(s);
  for (const description of ['first', 'second', 'third']) {
    await t.deps.activities.record(user, {
      action: ACTIVITY_ACTIONS.planChanged,
      description,
      status: 'completed',
    });
  }
  const res = await recent(s);
  expect(res.body.data.map((a: { description: string }) => a.description)).toEqual([
    'third',
    'second',
    'first',
  ]);
  expect(res.body.data[0].reference_id).toBeNull();
});

it('never shows another user’s activities', async () => {
  const alice = await signedInUser(t);
  const bob = await signedInUser(t);
  await record(alice, 'alice’s script');
  await record(bob, 'bob’s script');
  const forBob = await recent(bob);
  expect(forBob.body.data.map((a: { description: string }) => a.description)).toEqual([
    'bob’s script',
  ]);
  const forAlice = await recent(alice);
  expect(forAlice.body.data.map((a: { description: string }) => a.description)).toEqual([
    'alice’s script',
  ]);
});

it(`returns ${RECENT_ACTIVITIES_DEFAULT} by default and honours a limit`, async () => {
  const s = await signedInUser(t);
  for (let i = 1; i <= 12; i += 1) await record(s, `script ${i}`);
  const all = await recent(s);
  expect(all.body.data).toHaveLength(RECENT_ACTIVITIES_DEFAULT);
  expect(all.body.data[0].description).toBe('script 12');
  const three = await recent(s, '?limit=3');
  expect(three.body.data.map((a: { description: string }) => a.description)).toEqual([
    'script 12',
    'script 11',
    'script 10',
  ]);
});

it.each([['0'], ['51'], ['many']])('refuses limit=%s with a clear 400', async (limit) => {
  const s = await signedInUser(t);
  const res = await recent(s, `?limit=${limit}`);
  expect(res.status).toBe(400);
  expect(res.body.status).toBe('error');
  expect(res.body.message).toMatch(/limit/i);
});

it('needs a session', async () => {
  const res = await recent(undefined);
  expect(res.status).toBe(401);
  expect(res.body.status).toBe('error');
});

it('writes nothing when the transaction it joined rolls back', async () => {
  const s = await signedInUser(t);
  const user = await idOf(s);
  await expect(
    t.deps.database.db.transaction(async (tx) => {
      await t.deps.activities.record(
        user,
        {
          action: ACTIVITY_ACTIONS.documentUploaded,
          description: 'rolled back',
          status: 'completed',
        },
        tx,
      );
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect((await recent(s)).body.data).toEqual([]);
});
