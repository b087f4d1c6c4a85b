import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';

import type { Db, Tx } from '../../db/database';
import { billingCheckoutSessions, billingSubscriptions } from '../../db/schema';

/** The queries of the one-plan rule (security check 44) that nothing else needs. */
export function createOnePlanDal(db: Db) {
  return {
    /**
     * The user's plan checkouts still open and opened before `before`: of two opened at once, the
     * later closes the earlier, never both each other.
     */
    async openPlanSessions(userId: string, provider: string, before: Date) {
      return db
        .select()
        .from(billingCheckoutSessions)
        .where(
          and(
            eq(billingCheckoutSessions.userId, userId),
            eq(billingCheckoutSessions.provider, provider),
            eq(billingCheckoutSessions.packageType, 'subscription'),
            eq(billingCheckoutSessions.status, 'open'),
            lt(billingCheckoutSessions.createdAt, before),
          ),
        );
    },
    /** Closed at the provider: only a session still open becomes expired. */
    async markExpired(id: string, at: Date) {
      await db
        .update(billingCheckoutSessions)
        .set({ status: 'expired', updatedAt: at })
        .where(and(eq(billingCheckoutSessions.id, id), eq(billingCheckoutSessions.status, 'open')));
    },
    /** Refused plans not yet cancelled and refunded at the provider. */
    async unsettledRefusals(provider: string) {
      return db
        .select()
        .from(billingSubscriptions)
        .where(
          and(
            eq(billingSubscriptions.provider, provider),
            isNotNull(billingSubscriptions.refusedAt),
            isNull(billingSubscriptions.refusalSettledAt),
          ),
        );
    },
    /** Marks the refusal settled; false when another process already did. */
    async settleRefusal(id: string, at: Date, tx: Tx): Promise<boolean> {
      const rows = await tx
        .update(billingSubscriptions)
        .set({ refusalSettledAt: at, updatedAt: at })
        .where(and(eq(billingSubscriptions.id, id), isNull(billingSubscriptions.refusalSettledAt)))
        .returning();
      return rows.length > 0;
    },
  };
}

export type OnePlanDal = ReturnType<typeof createOnePlanDal>;
