import { and, eq, sql } from 'drizzle-orm';

import { billingCheckoutSessions, localPaymentObjects } from '../../../src/db/schema';
import type { TestApp } from '../../helpers/app';
import { get, type Session } from '../../helpers/accounts';

/**
 * Two plan checkouts of one user both still open: what two checkouts opened in the same instant
 * leave behind (neither is older, so neither closes the other). Planted by reopening an older one
 * at the local provider and in our records, as that race would have left it.
 */
export async function reopenLocalSession(t: TestApp, sessionId: string) {
  const db = t.deps.database.db;
  await db
    .update(localPaymentObjects)
    .set({ data: sql`(${localPaymentObjects.data} - 'replaced') || '{"status":"open"}'::jsonb` })
    .where(and(eq(localPaymentObjects.id, sessionId), eq(localPaymentObjects.kind, 'session')));
  await db
    .update(billingCheckoutSessions)
    .set({ status: 'open' })
    .where(eq(billingCheckoutSessions.sessionId, sessionId));
}

export async function localPaymentCount(t: TestApp): Promise<number> {
  const rows = await t.deps.database.db
    .select({ id: localPaymentObjects.id })
    .from(localPaymentObjects)
    .where(eq(localPaymentObjects.kind, 'payment'));
  return rows.length;
}

export async function checkoutSession(t: TestApp, s: Session, sessionId: string) {
  const res = await get(t, `payment/session/${sessionId}`, s.access);
  if (res.status !== 200) throw new Error(`session failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { status: string; payment_status: string; fulfilled: boolean };
}

export async function recentActivities(t: TestApp, s: Session) {
  const res = await get(t, 'users/activities/recent', s.access);
  if (res.status !== 200) throw new Error(`activities failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { action: string; description: string; status: string }[];
}
