import { eq, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { type NewUserRow, type UserRow, users } from '../../db/schema';

/** The unique index on lower(username) (db/schema/users.ts). */
const USERNAME_INDEX = 'users_username_lower_key';

/** Whether `err` (or what it wraps) is the database refusing a user name another account has. */
export function isUsernameClash(err: unknown): boolean {
  type PgError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
  for (let e = err as PgError | undefined; e && typeof e === 'object'; e = e.cause as PgError) {
    if (e.code === '23505') {
      return e.constraint === USERNAME_INDEX || String(e.message).includes(USERNAME_INDEX);
    }
  }
  return false;
}

/** Data access for `users`. Each call joins `tx` when given, so services compose them atomically. */
export function createUsersDal(db: Db) {
  return {
    async create(values: NewUserRow, tx?: Tx): Promise<UserRow> {
      const [row] = await (tx ?? db).insert(users).values(values).returning();
      return row;
    },
    async findById(id: string, tx?: Tx): Promise<UserRow | undefined> {
      const [row] = await (tx ?? db).select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string, tx?: Tx): Promise<UserRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      return row;
    },
    /** The account holding this user name, whatever its case. */
    async findByUsername(username: string, tx?: Tx): Promise<UserRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },
    async findByGoogleSub(sub: string, tx?: Tx): Promise<UserRow | undefined> {
      const [row] = await (tx ?? db).select().from(users).where(eq(users.googleSub, sub));
      return row;
    },
    async update(id: string, values: Partial<NewUserRow>, tx?: Tx): Promise<UserRow> {
      const [row] = await (tx ?? db)
        .update(users)
        .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UsersDal = ReturnType<typeof createUsersDal>;
