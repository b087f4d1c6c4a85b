import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import {
  creditAccounts,
  type CreditAccountRow,
  creditLedger,
  type CreditPool,
  documents,
  type NewCreditAccountRow,
  pageEntries,
  type PageEntryRow,
  users,
} from '../../db/schema';
import type { Change } from './credits-fns';
import type { EntryNote } from './ledger-notes';

/** Data access for credit accounts and the ledger; the rules live in credit-ledger.ts. */
export function createCreditsDal(db: Db, now: () => Date) {
  /** Writes every change, zero amounts included: a claimed key makes a retry a no-op. */
  async function claim(userId: string, changes: Change[], tx: Tx): Promise<void> {
    await tx.insert(creditLedger).values(
      changes.map((c) => ({
        userId,
        pool: c.pool,
        delta: c.delta,
        reason: c.reason,
        idempotencyKey: c.key,
        reference: c.reference,
        createdAt: now(),
      })),
    );
  }

  return {
    claim,
    /** Writes the changes that move credits; a zero amount claims no key. */
    async record(userId: string, changes: Change[], tx: Tx): Promise<void> {
      const rows = changes.filter((c) => c.delta !== 0);
      if (rows.length > 0) await claim(userId, rows, tx);
    },

    /**
     * The entry the user reads for one change; the script's title and draft number are copied
     * from the document as it is now.
     */
    async entry(userId: string, changeKey: string, pages: number, note: EntryNote, tx: Tx) {
      const [doc] = note.documentId
        ? await tx
            .select({ title: documents.title, draftNumber: documents.draftNumber })
            .from(documents)
            .where(eq(documents.id, note.documentId))
        : [];
      await tx.insert(pageEntries).values({
        userId,
        kind: note.kind,
        pages,
        documentId: doc ? note.documentId : null,
        title: doc?.title ?? null,
        draftNumber: doc?.draftNumber ?? null,
        reason: note.reason,
        changeKey,
        createdAt: now(),
      });
    },

    entryOf: async (changeKey: string, tx: Tx): Promise<PageEntryRow | undefined> =>
      (await tx.select().from(pageEntries).where(eq(pageEntries.changeKey, changeKey)))[0],

    /** One page of a user's entries, newest first, and how many there are in all. */
    async entries(userId: string, offset: number, limit: number, tx: Tx) {
      const rows = await tx
        .select()
        .from(pageEntries)
        .where(eq(pageEntries.userId, userId))
        .orderBy(desc(pageEntries.id))
        .limit(limit)
        .offset(offset);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(pageEntries)
        .where(eq(pageEntries.userId, userId));
      return { rows, total: n };
    },

    /** Σ pages of a document's entries (negative: what it took). */
    async documentPages(documentId: string, tx?: Tx): Promise<number> {
      const [row] = await (tx ?? db)
        .select({ sum: sql<number>`coalesce(sum(${pageEntries.pages}), 0)::int` })
        .from(pageEntries)
        .where(eq(pageEntries.documentId, documentId));
      return Number(row.sum);
    },

    keysUsed: (keys: string[], tx: Tx) =>
      tx.select().from(creditLedger).where(inArray(creditLedger.idempotencyKey, keys)),

    async userCreatedAt(userId: string, tx: Tx): Promise<Date | undefined> {
      const [user] = await tx
        .select({ createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, userId));
      return user?.createdAt;
    },

    /** Creates the account unless it exists; true when it was created now. */
    async create(account: NewCreditAccountRow, tx: Tx): Promise<boolean> {
      const created = await tx
        .insert(creditAccounts)
        .values(account)
        .onConflictDoNothing()
        .returning();
      return created.length > 0;
    },

    async lock(userId: string, tx: Tx): Promise<CreditAccountRow> {
      const [account] = await tx
        .select()
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, userId))
        .for('update');
      return account;
    },

    async update(
      userId: string,
      set: Partial<CreditAccountRow>,
      tx: Tx,
    ): Promise<CreditAccountRow> {
      const [row] = await tx
        .update(creditAccounts)
        .set({ ...set, updatedAt: now() })
        .where(eq(creditAccounts.userId, userId))
        .returning();
      return row;
    },

    /**
     * Users whose ledger does not add up to their balance (security check 33): per pool, and the
     * entries users read (pool 'entries') against both pools together; empty when sound.
     */
    async mismatches(): Promise<
      { userId: string; pool: CreditPool | 'entries'; ledger: number; balance: number }[]
    > {
      const res = await db.execute(sql`
        select a.user_id as "userId", p.pool,
               coalesce((select sum(l.delta) from credit_ledger l
                         where l.user_id = a.user_id and l.pool = p.pool), 0)::int as ledger,
               (case p.pool when 'monthly' then a.monthly_allowance - a.monthly_used
                            else a.paygo end)::int as balance
        from credit_accounts a
        cross join (values ('monthly'), ('paygo')) as p(pool)
        union all
        select a.user_id, 'entries',
               coalesce((select sum(e.pages) from page_entries e where e.user_id = a.user_id), 0)::int,
               (a.monthly_allowance - a.monthly_used + a.paygo)::int
        from credit_accounts a`);
      const rows = (
        res as unknown as {
          rows: { userId: string; pool: CreditPool | 'entries'; ledger: number; balance: number }[];
        }
      ).rows;
      return rows.filter((r) => r.ledger !== r.balance);
    },

    /** The ledger rows of one user, oldest first (support and tests). */
    history: (userId: string) =>
      db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId)))
        .orderBy(creditLedger.id),
  };
}

export type CreditsDal = ReturnType<typeof createCreditsDal>;
