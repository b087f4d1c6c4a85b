import { eq } from 'drizzle-orm';

import { users } from '../../../src/db/schema';
import type { TestApp } from '../../helpers/app';
import { get, post, type Session } from '../../helpers/accounts';

export const GOOD_CARD = {
  name: 'Ada Writer',
  number: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
};
export const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

export const DAY = 86_400_000;

/** Opens a checkout for a pack of `pages` pages; returns the envelope's data. */
export async function buyPagesCheckout(t: TestApp, s: Session, pages: number) {
  const res = await post(
    t,
    'payment/create-checkout-session',
    { package_type: 'paygo', package_details: { package_name: 'paygo', pages_buy: pages } },
    s.access,
  );
  if (res.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { url: string; session_id: string };
}

export async function planCheckout(t: TestApp, s: Session, plan: string) {
  const res = await post(
    t,
    'payment/create-checkout-session',
    { package_type: 'subscription', package_details: { package_name: plan } },
    s.access,
  );
  if (res.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { url: string; session_id: string };
}

/** The local checkout page's path, from the absolute URL the API returned. */
export const pathOf = (url: string) => new URL(url).pathname;

/** Submits the local checkout page's Pay form as a browser would. */
export async function submitCard(t: TestApp, checkoutUrl: string, card = GOOD_CARD) {
  return t.http(`${pathOf(checkoutUrl)}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
  });
}

export async function credits(t: TestApp, s: Session) {
  const res = await get(t, 'users/credits', s.access);
  if (res.status !== 200) throw new Error(`credits failed: ${JSON.stringify(res.body)}`);
  return res.body.data as {
    paygo_credits: number;
    page_credits_this_month: number;
    page_credits_used_this_month: number;
  };
}

export async function subscription(t: TestApp, s: Session) {
  const res = await get(t, 'users/active/subscription/details', s.access);
  if (res.status !== 200) throw new Error(`details failed: ${JSON.stringify(res.body)}`);
  return res.body.data[0] as {
    paygo_credits: number;
    subscription: null | {
      status: string;
      package_name: string;
      page_credits_this_month: number;
      page_credits_used_this_month: number;
      current_period_end: number;
      cancel_at_period_end: boolean;
      canceled_at: number | null;
    };
  };
}

export async function transactions(t: TestApp, s: Session) {
  const res = await get(t, 'payment/get-all-transactions', s.access);
  if (res.status !== 200) throw new Error(`transactions failed: ${JSON.stringify(res.body)}`);
  return res.body.data.transactions as Record<string, unknown>[];
}

/** Tokens that outlive the months a test moves its clock forward. */
export const LONG_TOKENS = { ACCESS_TOKEN_TTL: String(10 * 365 * 24 * 3600) };

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
  return row.id;
}
