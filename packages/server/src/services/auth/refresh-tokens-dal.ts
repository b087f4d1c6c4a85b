import { and, eq, gt, isNull } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { type RefreshTokenRow, refreshTokens } from '../../db/schema';

/** Data access for `refresh_tokens` (hashes only). Each call joins `tx` when given. */
export function createRefreshTokensDal(db: Db) {
  return {
    async insert(
      values: {
        userId: string;
        familyId: string;
        tokenHash: string;
        createdAt: Date;
        expiresAt: Date;
      },
      tx?: Tx,
    ): Promise<void> {
      await (tx ?? db).insert(refreshTokens).values(values);
    },
    /**
     * Marks a live token used and returns it, in one statement: of two concurrent refreshes with
     * the same token exactly one gets the row, the other sees a used token (reuse).
     */
    async consume(tokenHash: string, now: Date, tx?: Tx): Promise<RefreshTokenRow | undefined> {
      const [row] = await (tx ?? db)
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    async findByHash(tokenHash: string, tx?: Tx): Promise<RefreshTokenRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    async revokeFamily(familyId: string, now: Date, tx?: Tx): Promise<void> {
      await (tx ?? db)
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    async revokeAllForUser(userId: string, now: Date, tx?: Tx): Promise<void> {
      await (tx ?? db)
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokensDal = ReturnType<typeof createRefreshTokensDal>;
