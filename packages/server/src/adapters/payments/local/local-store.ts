import { randomBytes } from 'node:crypto';

import { and, asc, eq, sql } from 'drizzle-orm';

import type { Db, Executor, Tx } from '../../../db/database';
import { localPaymentObjects } from '../../../db/schema';
import type { LocalObject, LocalObjectKind } from './local-types';

/** Unguessable ids: a session or receipt id is the only key to its page (no sign-in there). */
export const localId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/**
 * The local provider's books: one JSON document per object, in its own table. Reads that decide
 * a change lock the row (`FOR UPDATE`) inside the caller's transaction.
 */
export function createLocalStore(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    async get<K extends LocalObjectKind>(
      ex: Executor,
      kind: K,
      id: string,
      lock = false,
    ): Promise<Extract<LocalObject, { kind: K }> | undefined> {
      const query = ex
        .select()
        .from(localPaymentObjects)
        .where(and(eq(localPaymentObjects.id, id), eq(localPaymentObjects.kind, kind)));
      const [row] = lock ? await query.for('update') : await query;
      return row
        ? ({ ...(row.data as object), kind } as Extract<LocalObject, { kind: K }>)
        : undefined;
    },

    async put(ex: Executor, object: LocalObject, at: Date): Promise<void> {
      await ex
        .insert(localPaymentObjects)
        .values({ id: object.id, kind: object.kind, data: object, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: localPaymentObjects.id,
          set: { data: object, updatedAt: at },
        });
    },

    /** Objects of one kind matching a JSON containment filter, oldest first. */
    async findAll<K extends LocalObjectKind>(
      ex: Executor,
      kind: K,
      match: Record<string, unknown>,
    ): Promise<Extract<LocalObject, { kind: K }>[]> {
      const rows = await ex
        .select()
        .from(localPaymentObjects)
        .where(
          and(
            eq(localPaymentObjects.kind, kind),
            sql`${localPaymentObjects.data} @> ${JSON.stringify(match)}::jsonb`,
          ),
        )
        .orderBy(asc(localPaymentObjects.createdAt), asc(localPaymentObjects.id));
      return rows.map((r) => r.data as Extract<LocalObject, { kind: K }>);
    },

    /** Objects of one kind matching a JSON containment filter, oldest first, locked. */
    async lockAll<K extends LocalObjectKind>(
      tx: Tx,
      kind: K,
      match: Record<string, unknown>,
    ): Promise<Extract<LocalObject, { kind: K }>[]> {
      const rows = await tx
        .select()
        .from(localPaymentObjects)
        .where(
          and(
            eq(localPaymentObjects.kind, kind),
            sql`${localPaymentObjects.data} @> ${JSON.stringify(match)}::jsonb`,
          ),
        )
        .orderBy(asc(localPaymentObjects.createdAt), asc(localPaymentObjects.id))
        .for('update');
      return rows.map((r) => r.data as Extract<LocalObject, { kind: K }>);
    },

    /** Like lockAll, for objects whose epoch-ms `field` is due by `at`. */
    async lockDue<K extends LocalObjectKind>(
      tx: Tx,
      kind: K,
      match: Record<string, unknown>,
      field: string,
      at: number,
    ): Promise<Extract<LocalObject, { kind: K }>[]> {
      const rows = await tx
        .select()
        .from(localPaymentObjects)
        .where(
          and(
            eq(localPaymentObjects.kind, kind),
            sql`${localPaymentObjects.data} @> ${JSON.stringify(match)}::jsonb`,
            sql`(${localPaymentObjects.data} ->> ${field})::bigint <= ${at}`,
          ),
        )
        .orderBy(asc(localPaymentObjects.createdAt), asc(localPaymentObjects.id))
        .for('update');
      return rows.map((r) => r.data as Extract<LocalObject, { kind: K }>);
    },

    async remove(ex: Executor, ids: string[]): Promise<void> {
      for (const id of ids) {
        await ex.delete(localPaymentObjects).where(eq(localPaymentObjects.id, id));
      }
    },
  };
}

export type LocalStore = ReturnType<typeof createLocalStore>;
