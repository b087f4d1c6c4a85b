import { eq } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { type NewUserRow, type UserRow, users } from '../../db/schema';

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
