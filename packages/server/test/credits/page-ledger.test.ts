import { randomUUID } from 'node:crypto';

import { type Database, openDatabase } from '../../src/db/database';
import { documents } from '../../src/db/schema';
import { createCreditLedger } from '../../src/services/credits/credit-ledger';
import { notes } from '../../src/services/credits/ledger-notes';
import { createUsersDal } from '../../src/services/users/users-dal';
import { tempDir } from '../helpers/app';
import { createPglite } from '../helpers/pglite';
import { createTestDatabase } from '../helpers/postgres';

jest.setTimeout(120_000);

const DAY = 86_400_000;
const SIGNUP = Date.parse('2026-03-10T12:00:00Z');

/**
 * The entries users read, on the ledger itself: after each kind of change, and under concurrent
 * changes on PostgreSQL, a user's entries add up to the balance and a document's entries to what
 * it was charged.
 */
function setup(open: () => Database) {
  const ctx = {} as {
    database: Database;
    clock: number;
    ledger: ReturnType<typeof createCreditLedger>;
    newUser: () => Promise<string>;
    newDocument: (userId: string, title: string, draftNumber?: number) => Promise<string>;
    expectSumIsBalance: (userId: string) => Promise<void>;
  };
  beforeAll(async () => {
    ctx.database = open();
    await ctx.database.migrate();
    ctx.clock = SIGNUP;
    ctx.ledger = createCreditLedger({ database: ctx.database, now: () => ctx.clock });
    ctx.newUser = async () =>
      (
        await createUsersDal(ctx.database.db).create({
          email: `entries-${randomUUID()}@example.com`,
          createdAt: new Date(SIGNUP),
        })
      ).id;
    ctx.newDocument = async (userId, title, draftNumber = 1) => {
      const [row] = await ctx.database.db
        .insert(documents)
        .values({
          userId,
          title,
          fileName: `${title}.pdf`,
          declaredType: 'application/pdf',
          storageKey: `scripts/${randomUUID()}`,
          draftNumber,
        })
        .returning();
      return row.id;
    };
    ctx.expectSumIsBalance = async (userId) => {
      const b = await ctx.ledger.balance(userId);
      const { rows, total } = await ctx.ledger.entries(userId, 1);
      expect(total).toBeLessThanOrEqual(16);
      const sum = rows.reduce((n, e) => n + e.pages, 0);
      expect(sum).toBe(
        b.page_credits_this_month - b.page_credits_used_this_month + b.paygo_credits,
      );
    };
  });
  afterAll(async () => {
    expect(await ctx.ledger.mismatches()).toEqual([]);
    await ctx.database.close();
  });
  return ctx;
}

function everyKind(ctx: ReturnType<typeof setup>) {
  it('sums to the balance after each kind of entry', async () => {
    const user = await ctx.newUser();
    const kinds = async () => (await ctx.ledger.entries(user, 1)).rows.map((e) => e.kind);
    await ctx.expectSumIsBalance(user);
    expect(await kinds()).toEqual(['plan_grant']);

    await ctx.ledger.grantPaygo(user, 10, 'pack:a');
    await ctx.expectSumIsBalance(user);

    const draft1 = await ctx.newDocument(user, 'Big Fish');
    await ctx.ledger.charge(
      user,
      4,
      draft1,
      `document:${draft1}`,
      undefined,
      notes.draft(4, draft1, 1),
    );
    await ctx.expectSumIsBalance(user);

    const draft2 = await ctx.newDocument(user, 'Big Fish', 2);
    await ctx.ledger.charge(
      user,
      2,
      draft2,
      `document:${draft2}`,
      undefined,
      notes.draft(2, draft2, 2),
    );
    await ctx.expectSumIsBalance(user);

    const grown = notes.growth(1, draft2, 13, 12, 'a take');
    await ctx.ledger.charge(user, 1, `pages:${draft2}:13`, `document:${draft2}`, undefined, grown);
    await ctx.expectSumIsBalance(user);

    const lost = await ctx.newDocument(user, 'Never read');
    await ctx.ledger.charge(user, 3, lost, `document:${lost}`);
    await ctx.ledger.refund(user, lost, undefined, (n) => notes.deleted(n, lost));
    await ctx.expectSumIsBalance(user);

    await ctx.ledger.revokePaygo(user, 10, 'revoke:pack:a');
    await ctx.expectSumIsBalance(user);

    const period = (plan: string, allowance: number, start: number) => ({
      plan,
      allowance,
      anchor: new Date(start),
      periodStart: new Date(start),
      periodEnd: new Date(start + 30 * DAY),
    });
    ctx.clock = SIGNUP + 2 * DAY;
    await ctx.ledger.startPeriod(user, period('starter_monthly', 50, ctx.clock), 'invoice:1');
    await ctx.expectSumIsBalance(user);
    await ctx.ledger.charge(user, 5, 'used');
    ctx.clock = SIGNUP + 32 * DAY;
    await ctx.ledger.startPeriod(user, period('starter_monthly', 50, ctx.clock), 'invoice:2');
    await ctx.expectSumIsBalance(user);

    const entries = (await ctx.ledger.entries(user, 1)).rows;
    expect(new Set(entries.map((e) => e.kind))).toEqual(
      new Set(['purchase', 'plan_grant', 'renewal', 'draft', 'growth', 'refund', 'expiry']),
    );
    const [renewal, expiry] = entries;
    expect([renewal.kind, renewal.pages, expiry.kind, expiry.pages]).toEqual([
      'renewal',
      50,
      'expiry',
      -45,
    ]);
    const second = entries.find((e) => e.documentId === draft2 && e.kind === 'draft')!;
    expect(second).toMatchObject({ title: 'Big Fish', draftNumber: 2, pages: -2 });
    expect(second.reason).toBe('Draft 2 processed: 2 pages changed since the draft before');
    const growth = entries.find((e) => e.kind === 'growth')!;
    expect(growth.reason).toBe('Text grew to 13 pages, 12 paid: 1 page more at a take');
    // A document's entries are what it was charged (minus what came back).
    expect(await ctx.ledger.documentPages(draft2)).toBe(-3);
    expect(await ctx.ledger.documentPages(lost)).toBe(0);
  });

  it('a Free month’s unused pages expire when it renews; nothing is written twice', async () => {
    const user = await ctx.newUser();
    await ctx.ledger.charge(user, 2, 'free-use');
    ctx.clock = SIGNUP + 31 * DAY;
    await ctx.ledger.balance(user);
    await ctx.ledger.balance(user);
    const rows = (await ctx.ledger.entries(user, 1)).rows;
    expect(rows.map((e) => [e.kind, e.pages])).toEqual([
      ['renewal', 5],
      ['expiry', -3],
      ['draft', -2],
      ['plan_grant', 5],
    ]);
    await ctx.expectSumIsBalance(user);
  });
}

describe('page entries on PGlite', () => {
  const tmp = tempDir();
  const ctx = setup(() => openDatabase({ dataDir: tmp.dir, createPglite }));
  afterAll(() => tmp.cleanup());
  beforeEach(() => (ctx.clock = SIGNUP));
  everyKind(ctx);
});

describe('page entries on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let url = '';
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
  });
  const ctx = setup(() => openDatabase({ dataDir: '', databaseUrl: url }));
  afterAll(() => drop());
  beforeEach(() => (ctx.clock = SIGNUP));
  everyKind(ctx);

  it('concurrent charges, purchases and refunds: the entries still add up, per user and per document', async () => {
    const user = await ctx.newUser();
    await ctx.ledger.grantPaygo(user, 19, 'pack:start');
    const docs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ctx.newDocument(user, `Script ${i}`)),
    );
    const charge = (id: string, n: number) =>
      ctx.ledger.charge(user, n, id, `document:${id}`, undefined, notes.draft(n, id, 1));
    const results = await Promise.all([
      ...docs.map((id) => charge(id, 4)),
      // The same document asked again at once is charged once.
      charge(docs[0], 4),
      charge(docs[0], 4),
      ctx.ledger.grantPaygo(user, 3, 'pack:during'),
      ctx.ledger.refund(user, docs[1]),
    ]);
    // The first ten calls are charges; whichever of the three asks for docs[0] takes the lock first
    // charges it, and the others then answer 'already_charged'.
    const outcomes = results.slice(0, 10).map((r) => (r as { outcome: string }).outcome);
    const charged = (o: string) => o === 'charged';
    // 24 pages were there for 32 asked (31 at most with the late pack and the refund).
    expect(outcomes.filter(charged).length).toBeGreaterThanOrEqual(6);
    expect([outcomes[0], outcomes[8], outcomes[9]].filter(charged).length).toBeLessThanOrEqual(1);
    expect(outcomes).toContain('insufficient');
    await ctx.expectSumIsBalance(user);
    const { total } = await ctx.ledger.entries(user, 1);
    expect(total).toBeLessThanOrEqual(16);
    for (const id of docs) {
      const charged = (await ctx.ledger.history(user))
        .filter((r) => r.reference === `document:${id}`)
        .reduce((n, r) => n + r.delta, 0);
      expect(await ctx.ledger.documentPages(id)).toBe(charged);
    }
  });
});
