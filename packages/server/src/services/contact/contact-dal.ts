import { and, eq, gt } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { contactMessages, notifySignups } from '../../db/schema';

/** Data access for contact messages and coming-soon sign-ups. Each call joins `tx` when given. */
export function createContactDal(db: Db) {
  return {
    async insertMessage(values: typeof contactMessages.$inferInsert, tx?: Tx): Promise<void> {
      await (tx ?? db).insert(contactMessages).values(values);
    },
    async hasRecent(email: string, messageHash: string, since: Date, tx?: Tx): Promise<boolean> {
      const rows = await (tx ?? db)
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(
          and(
            eq(contactMessages.email, email),
            eq(contactMessages.messageHash, messageHash),
            gt(contactMessages.createdAt, since),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    /** True when the address is new; a repeat changes nothing. */
    async addSignup(email: string, createdAt: Date, tx?: Tx): Promise<boolean> {
      const rows = await (tx ?? db)
        .insert(notifySignups)
        .values({ email, createdAt })
        .onConflictDoNothing()
        .returning({ email: notifySignups.email });
      return rows.length > 0;
    },
  };
}

export type ContactDal = ReturnType<typeof createContactDal>;
