import type { createFakeStripeBooks, Obj } from './fake-stripe-books';
import type { FormValue } from './stripe-form';

/**
 * The fake Stripe's routes that close and give back, shaped on Stripe's documented API: cancel a
 * subscription (`DELETE /v1/subscriptions/:id`), list a subscription's invoices, refund a payment
 * intent or charge in full (`POST /v1/refunds`) and expire an open Checkout Session. Refusals
 * answer as Stripe does: 400 `invalid_request_error`, with `charge_already_refunded` for a second
 * refund.
 */
export type FakeHandler = (
  params: Record<string, FormValue>,
  m: RegExpExecArray,
) => [number, unknown];
export type FakeRoute = [string, RegExp, FakeHandler];

const invalid = (message: string, code?: string): [number, unknown] => [
  400,
  { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
];
const missing = (what: string): [number, unknown] => [
  404,
  {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  },
];

export function undoRoutes(books: ReturnType<typeof createFakeStripeBooks>): FakeRoute[] {
  const { objects, nowS, id, put, get, list } = books;
  return [
    [
      'DELETE',
      /^\/v1\/subscriptions\/([\w-]+)$/,
      (_p, m) => {
        const sub = get(m[1]);
        if (!sub) return missing(`subscription: '${m[1]}'`);
        if (sub.status === 'canceled') return missing(`subscription: '${m[1]}'`);
        Object.assign(sub, { status: 'canceled', canceled_at: nowS(), ended_at: nowS() });
        return [200, sub];
      },
    ],
    [
      'GET',
      /^\/v1\/invoices$/,
      (p) => {
        const data = [...objects.values()].filter(
          (o) =>
            o.object === 'invoice' &&
            (p.subscription === undefined ||
              (o.parent as { subscription_details: { subscription: string } }).subscription_details
                .subscription === p.subscription) &&
            (p.status === undefined || o.status === p.status),
        );
        return [200, list(data, '/v1/invoices')];
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (p) => {
        const pi = p.payment_intent ? get(p.payment_intent as string) : undefined;
        const chargeId = pi ? (pi.latest_charge as string) : (p.charge as string | undefined);
        const ch = chargeId ? get(chargeId) : undefined;
        if (!ch) return missing(`charge: '${String(p.charge ?? p.payment_intent)}'`);
        if (ch.refunded) {
          return invalid(`Charge ${ch.id} has already been refunded.`, 'charge_already_refunded');
        }
        const amount = (ch.amount as number) - (ch.amount_refunded as number);
        Object.assign(ch, { refunded: true, amount_refunded: ch.amount });
        const refund: Obj = put({
          id: id('re'),
          object: 'refund',
          amount,
          charge: ch.id,
          payment_intent: ch.payment_intent,
          currency: ch.currency,
          created: nowS(),
          metadata: {},
          reason: p.reason ?? null,
          status: 'succeeded',
        });
        return [200, refund];
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/,
      (_p, m) => {
        const session = get(m[1]);
        if (!session) return missing(`checkout.session: '${m[1]}'`);
        if (session.status !== 'open') {
          return invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
        }
        session.status = 'expired';
        return [200, session];
      },
    ],
  ];
}
