import Stripe from 'stripe';

import type { TestApp } from '../../helpers/app';

export const WEBHOOK_SECRET = 'whsec_test_castmyscript_fake_secret';
export const SECRET_KEY = 'sk_test_castmyscript_fake_key';
export const PRICES = { price_starter: 2200, price_standard: 4000, price_pro: 7000 };

export const stripeEnv = (apiBase: string) => ({
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: apiBase,
  STRIPE_PRICE_STARTER: 'price_starter',
  STRIPE_PRICE_STANDARD: 'price_standard',
  STRIPE_PRICE_PRO: 'price_pro',
});

const sdk = new Stripe(SECRET_KEY);

/** The Stripe-Signature header the SDK makes for a test payload (verified by constructEvent). */
export function signature(payload: string, opts: { timestamp?: number; secret?: string } = {}) {
  return sdk.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    ...(opts.timestamp === undefined ? {} : { timestamp: opts.timestamp }),
  });
}

/** Posts a webhook delivery as Stripe does: raw JSON body plus its signature header. */
export async function deliver(
  t: TestApp,
  payload: string,
  header: string | undefined,
): Promise<{ status: number; body: { status: string; message?: string } }> {
  const res = await t.http('/api/v1/payment/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(header === undefined ? {} : { 'stripe-signature': header }),
    },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

/** Signs `event` at `nowMs` and delivers it. */
export async function send(t: TestApp, event: object, nowMs: number) {
  const payload = JSON.stringify(event, null, 2);
  return deliver(t, payload, signature(payload, { timestamp: Math.floor(nowMs / 1000) }));
}
