import { randomBytes } from 'node:crypto';

import type { FormValue } from './stripe-form';

/**
 * The fake Stripe's objects and how they are made, shaped on Stripe's documented API: payment
 * intents with their charge (and its receipt), invoices with subscription lines and their
 * invoice payment, proration lines, list envelopes and `expand`.
 */
export type Obj = Record<string, unknown> & { id: string; object: string };

export const DAY_S = 86_400;
export const PERIOD_S = 30 * DAY_S;

export function createFakeStripeBooks(opts: {
  prices: Record<string, number>;
  now: () => number;
  /** The fake's own address, for receipt URLs. */
  base: () => string;
}) {
  const objects = new Map<string, Obj>();
  const nowS = () => Math.floor(opts.now() / 1000);
  const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
  const put = <T extends Obj>(o: T) => (objects.set(o.id, o), o);
  const get = (key: string) => objects.get(key);

  for (const [priceId, amount] of Object.entries(opts.prices)) {
    put({
      id: priceId,
      object: 'price',
      unit_amount: amount,
      currency: 'usd',
      recurring: { interval: 'month', interval_count: 1 },
      product: `prod_${priceId}`,
    });
  }

  /** Replaces ids by their objects along dotted `expand` paths, as the API does. */
  function expand(value: unknown, path: string[]): unknown {
    if (path.length === 0) return value;
    const [head, ...rest] = path;
    if (Array.isArray(value)) return value.map((v) => expand(v, path));
    if (!value || typeof value !== 'object') return value;
    const o = { ...(value as Record<string, unknown>) };
    const child = o[head];
    const resolved = typeof child === 'string' && objects.has(child) ? objects.get(child) : child;
    o[head] = rest.length === 0 ? resolved : expand(resolved, rest);
    return o;
  }
  const withExpand = (o: unknown, params: Record<string, FormValue>) =>
    ((params.expand as string[] | undefined) ?? []).reduce(
      (acc, p) => expand(acc, p.split('.')),
      o,
    );

  const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

  function charge(amount: number, customer: string, name: string) {
    const pi = put({
      id: id('pi'),
      object: 'payment_intent',
      amount,
      currency: 'usd',
      customer,
      status: 'succeeded',
      latest_charge: null as string | null,
      created: nowS(),
    });
    const ch = put({
      id: id('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      currency: 'usd',
      customer,
      payment_intent: pi.id,
      paid: true,
      status: 'succeeded',
      created: nowS(),
      receipt_url: `${opts.base()}/receipts/payment/${randomBytes(8).toString('hex')}`,
      billing_details: { name, email: null, address: null, phone: null },
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });
    pi.latest_charge = ch.id;
    return { pi, ch };
  }

  function line(
    sub: Obj,
    amount: number,
    priceId: string,
    start: number,
    end: number,
    proration: boolean,
  ) {
    const item = (sub.items as { data: Obj[] }).data[0];
    return {
      id: id('il'),
      object: 'line_item',
      amount,
      currency: 'usd',
      description: proration ? 'Proration' : '1 × plan',
      period: { start, end },
      quantity: 1,
      pricing: {
        type: 'price_details',
        price_details: { price: priceId, product: `prod_${priceId}` },
        unit_amount_decimal: String(amount),
      },
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: {
          subscription: sub.id,
          subscription_item: item.id,
          proration,
          invoice_item: null,
          proration_details: null,
        },
      },
    };
  }

  /** A paid invoice of `sub` with its payment, like Stripe's automatic collection. */
  function invoice(sub: Obj, reason: string, lines: ReturnType<typeof line>[]) {
    const amount = Math.max(
      0,
      lines.reduce((s, l) => s + l.amount, 0),
    );
    const customer = sub.customer as string;
    const name = (get(customer)?.name as string) ?? 'Card holder';
    const paid = amount > 0 ? charge(amount, customer, name) : undefined;
    const inv = put({
      id: id('in'),
      object: 'invoice',
      customer,
      status: 'paid',
      billing_reason: reason,
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      currency: 'usd',
      created: nowS(),
      period_start: lines[0].period.start,
      period_end: lines[0].period.end,
      status_transitions: { paid_at: nowS(), finalized_at: nowS() },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      lines: list(lines, '/v1/invoices/lines'),
    });
    if (paid) {
      put({
        id: id('inpay'),
        object: 'invoice_payment',
        invoice: inv.id,
        amount_paid: amount,
        amount_requested: amount,
        currency: 'usd',
        status: 'paid',
        is_default: true,
        payment: { type: 'payment_intent', payment_intent: paid.pi.id },
        status_transitions: { paid_at: nowS(), canceled_at: null },
        created: nowS(),
      });
    }
    sub.latest_invoice = inv.id;
    return { invoice: inv, payment: paid };
  }

  const itemOf = (sub: Obj) => (sub.items as { data: Obj[] }).data[0];

  function proration(sub: Obj, newPrice: string, at: number) {
    const item = itemOf(sub);
    const start = item.current_period_start as number;
    const end = item.current_period_end as number;
    const share = Math.min(Math.max(end - at, 0), end - start) / (end - start);
    const oldPrice = (item.price as Obj).id;
    return [
      line(sub, -Math.round(opts.prices[oldPrice] * share), oldPrice, at, end, true),
      line(sub, Math.round(opts.prices[newPrice] * share), newPrice, at, end, true),
    ];
  }

  return {
    objects,
    nowS,
    id,
    put,
    get,
    withExpand,
    list,
    charge,
    line,
    invoice,
    itemOf,
    proration,
  };
}
