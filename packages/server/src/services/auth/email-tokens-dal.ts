import { and, desc, eq, gt, isNull } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { type EmailTokenPurpose, type EmailTokenRow, emailTokens } from '../../db/schema';

/** Data access for `email_tokens` (verification and reset links, hashes only). */
export function createEmailTokensDal(db: Db) {
  return {
    async insert(
      values: {
        userId: string;
        purpose: EmailTokenPurpose;
        tokenHash: string;
        createdAt: Date;
        expiresAt: Date;
      },
      tx?: Tx,
    ): Promise<void> {
      await (tx ?? db).insert(emailTokens).values(values);
    },
    /** Single use: the first caller gets the row, every later one gets nothing. */
    async consume(
      tokenHash: string,
      purpose: EmailTokenPurpose,
      now: Date,
      tx?: Tx,
    ): Promise<EmailTokenRow | undefined> {
      const [row] = await (tx ?? db)
        .update(emailTokens)
        .set({ consumedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.consumedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    async findByHash(
      tokenHash: string,
      purpose: EmailTokenPurpose,
      tx?: Tx,
    ): Promise<EmailTokenRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
      return row;
    },
    /** Kills every open token of this purpose, e.g. older reset links when a new one is sent. */
    async invalidateAll(
      userId: string,
      purpose: EmailTokenPurpose,
      now: Date,
      tx?: Tx,
    ): Promise<void> {
      await (tx ?? db)
        .update(emailTokens)
        .set({ consumedAt: now })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.consumedAt),
          ),
        );
    },
    async latest(
      userId: string,
      purpose: EmailTokenPurpose,
      tx?: Tx,
    ): Promise<EmailTokenRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row;
    },
  };
}

export type EmailTokensDal = ReturnType<typeof createEmailTokensDal>;
