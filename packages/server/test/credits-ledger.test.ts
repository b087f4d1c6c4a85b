import { type Database, openDatabase } from '../src/db/database';
import { createCreditLedger } from '../src/services/credits/credit-ledger';
import { createUsersDal } from '../src/services/users/users-dal';
import { tempDir } from './helpers/app';
import { createPglite } from './helpers/pglite';
import { createTestDatabase } from './helpers/postgres';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const SIGNUP = Date.parse('2026-03-10T12:00:00Z');

function setup(open: () => Database) {
  const ctx = {} as {
    database: Database;
    clock: number;
    ledger: ReturnType<typeof createCreditLedger>;
    newUser: (createdAt?: number) => Promise<string>;
  };
  beforeAll(async () => {
    ctx.database = open();
    await ctx.database.migrate();
    ctx.clock = SIGNUP;
    ctx.ledger = createCreditLedger({ database: ctx.database, now: () => ctx.clock });
    let n = 0;
    ctx.newUser = async (createdAt = SIGNUP) =>
      (
        await createUsersDal(ctx.database.db).create({
          email: `ledger${n++}-${Math.random()}@example.com`,
          createdAt: new Date(createdAt),
        })
      ).id;
  });
  beforeEach(() => {
    ctx.clock = SIGNUP;
  });
  afterAll(async () => {
    // security check 33: whatever the tests did, every ledger adds up to its balance.
    expect(await ctx.ledger.mismatches()).toEqual([]);
    await ctx.database.close();
  });
  return ctx;
}

describe('credit ledger on PGlite', () => {
  const tmp = tempDir();
  const ctx = setup(() => openDatabase({ dataDir: tmp.dir, createPglite }));
  // After setup's hooks (jest runs afterAll in declaration order): close, then remove.
  afterAll(() => tmp.cleanup());

  it('starts a new account on Free with five monthly pages', async () => {
    const user = await ctx.newUser();
    expect(await ctx.ledger.balance(user)).toMatchObject({
      plan: 'free_monthly',
      paygo_credits: 0,
      page_credits_this_month: 5,
      page_credits_used_this_month: 0,
      period_start: new Date(SIGNUP),
    });
  });

  it('charges monthly credits first, then pay-as-you-go, once per key', async () => {
    const user = await ctx.newUser();
    expect(await ctx.ledger.grantPaygo(user, 10, 'pack:1')).toBe(true);
    expect(await ctx.ledger.grantPaygo(user, 10, 'pack:1')).toBe(false);
    expect(await ctx.ledger.charge(user, 7, 'doc:a')).toEqual({
      outcome: 'charged',
      monthly: 5,
      paygo: 2,
    });
    expect(await ctx.ledger.charge(user, 7, 'doc:a')).toEqual({
      outcome: 'already_charged',
      monthly: 5,
      paygo: 2,
    });
    expect(await ctx.ledger.balance(user)).toMatchObject({
      paygo_credits: 8,
      page_credits_used_this_month: 5,
    });
  });

  it('refuses a charge it cannot cover and changes nothing', async () => {
    const user = await ctx.newUser();
    expect(await ctx.ledger.charge(user, 6, 'doc:big')).toEqual({
      outcome: 'insufficient',
      needed: 6,
      available: 5,
    });
    expect(await ctx.ledger.balance(user)).toMatchObject({
      page_credits_used_this_month: 0,
      paygo_credits: 0,
    });
    // The refused key stays free: once credits arrive the same document can be charged.
    await ctx.ledger.grantPaygo(user, 1, 'pack:late');
    expect((await ctx.ledger.charge(user, 6, 'doc:big')).outcome).toBe('charged');
  });

  it('refunds a charge exactly once, into the pools it came from', async () => {
    const user = await ctx.newUser();
    await ctx.ledger.grantPaygo(user, 4, 'pack:r');
    await ctx.ledger.charge(user, 8, 'doc:r');
    expect(await ctx.ledger.refund(user, 'doc:r')).toBe(8);
    expect(await ctx.ledger.refund(user, 'doc:r')).toBe(0);
    expect(await ctx.ledger.refund(user, 'doc:never-charged')).toBe(0);
    expect(await ctx.ledger.balance(user)).toMatchObject({
      paygo_credits: 4,
      page_credits_used_this_month: 0,
    });
  });

  it('renews Free on the monthly anniversary without rolling over, keeping pay-as-you-go', async () => {
    const user = await ctx.newUser();
    await ctx.ledger.grantPaygo(user, 3, 'pack:keep');
    await ctx.ledger.charge(user, 4, 'doc:before');
    ctx.clock = SIGNUP + 31 * DAY;
    expect(await ctx.ledger.balance(user)).toMatchObject({
      page_credits_this_month: 5,
      page_credits_used_this_month: 0,
      paygo_credits: 3,
      period_start: new Date('2026-04-10T12:00:00Z'),
    });
    // A refund of last period's charge cannot push this period past its allowance.
    expect(await ctx.ledger.refund(user, 'doc:before')).toBe(0);
  });

  it('starts a paid period with the full allowance, once per key', async () => {
    const user = await ctx.newUser();
    await ctx.ledger.charge(user, 2, 'doc:p');
    const period = {
      plan: 'starter_monthly',
      allowance: 50,
      anchor: new Date(SIGNUP),
      periodStart: new Date(SIGNUP),
      periodEnd: new Date(SIGNUP + 31 * DAY),
    };
    await ctx.ledger.startPeriod(user, period, 'invoice:in_1');
    await ctx.ledger.charge(user, 10, 'doc:q');
    const again = await ctx.ledger.startPeriod(user, period, 'invoice:in_1');
    expect(again).toMatchObject({
      plan: 'starter_monthly',
      page_credits_this_month: 50,
      page_credits_used_this_month: 10,
    });
  });

  it('revokes only what is left of a pack and never goes negative', async () => {
    const user = await ctx.newUser();
    await ctx.ledger.grantPaygo(user, 10, 'pack:refunded');
    await ctx.ledger.charge(user, 12, 'doc:uses-pack');
    expect(await ctx.ledger.revokePaygo(user, 10, 'revoke:pack:refunded')).toBe(3);
    expect(await ctx.ledger.revokePaygo(user, 10, 'revoke:pack:refunded')).toBe(0);
    expect((await ctx.ledger.balance(user)).paygo_credits).toBe(0);
  });

  it('records every change in the ledger', async () => {
    const user = await ctx.newUser();
    await ctx.ledger.charge(user, 1, 'doc:h');
    const reasons = (await ctx.ledger.history(user)).map((r) => [r.reason, r.delta]);
    expect(reasons).toEqual([
      ['signup', 5],
      ['charge', -1],
    ]);
  });
});

describe('credit ledger on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let url = '';
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
  });
  const ctx = setup(() => openDatabase({ dataDir: '', databaseUrl: url }));
  // Declared after setup's hooks so the database is closed before it is dropped.
  afterAll(() => drop());

  it('lets exactly one of two simultaneous charges through when credits cover one', async () => {
    const user = await ctx.newUser();
    await ctx.ledger.balance(user);
    const results = await Promise.all([
      ctx.ledger.charge(user, 4, 'doc:one'),
      ctx.ledger.charge(user, 4, 'doc:two'),
      ctx.ledger.charge(user, 4, 'doc:three'),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual([
      'charged',
      'insufficient',
      'insufficient',
    ]);
    expect((await ctx.ledger.balance(user)).page_credits_used_this_month).toBe(4);
  });

  it('creates a first-time account once under concurrent first use', async () => {
    const user = await ctx.newUser();
    await Promise.all([
      ctx.ledger.balance(user),
      ctx.ledger.balance(user),
      ctx.ledger.charge(user, 1, 'doc:x'),
    ]);
    expect((await ctx.ledger.history(user)).filter((r) => r.reason === 'signup')).toHaveLength(1);
  });
});
