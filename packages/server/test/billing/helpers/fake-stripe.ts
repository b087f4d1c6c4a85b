import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createFakeStripeBooks, type Obj, PERIOD_S } from './fake-stripe-books';
import { coreRoutes } from './fake-stripe-routes';
import { undoRoutes } from './fake-stripe-undo';
import { type FormValue, parseStripeForm } from './stripe-form';

/**
 * A fake of the parts of Stripe's API the adapter calls, on 127.0.0.1, shaped on Stripe's
 * documented objects (customers, Checkout Sessions, payment intents and charges, subscriptions with
 * item-level periods, invoices with `parent.subscription_details`, invoice payments,
 * `invoices/create_preview`). It records every request, honours idempotency keys like Stripe
 * (same key, same answer) and lets a test play the customer: complete a checkout, renew, refund.
 * Webhook events are built here and signed by the test with the SDK.
 */

/** The fields of a subscription tests read. */
export type StripeSubscription = Obj & {
  customer: string;
  latest_invoice: string;
  items: { data: { id: string; current_period_start: number; current_period_end: number }[] };
};
export type Recorded = {
  method: string;
  path: string;
  params: Record<string, FormValue>;
  idempotencyKey: string | undefined;
};

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe(opts: {
  secretKey: string;
  prices: Record<string, number>;
  now: () => number;
}) {
  const requests: Recorded[] = [];
  const outages: { method: string; path: RegExp; times: number }[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let base = '';
  const books = createFakeStripeBooks({ prices: opts.prices, now: opts.now, base: () => base });
  const { nowS, id, put, get, list, charge, line, invoice, itemOf } = books;
  const routes = [
    ...coreRoutes(books, { prices: opts.prices, base: () => base }),
    ...undoRoutes(books),
  ];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    // The SDK sends GET and DELETE parameters in the query, POST ones in the body.
    const text = req.method === 'POST' ? Buffer.concat(chunks).toString() : url.search.slice(1);
    const params = parseStripeForm(text);
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method!, path: url.pathname, params, idempotencyKey: key });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${opts.secretKey}`) {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    if (key && idempotent.has(`${req.method} ${url.pathname} ${key}`)) {
      const prior = idempotent.get(`${req.method} ${url.pathname} ${key}`)!;
      return send(prior.status, prior.body);
    }
    const outage = outages.find((o) => o.method === req.method && o.path.test(url.pathname));
    if (outage && outage.times-- > 0) {
      return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    }
    const route = routes.find(([method, re]) => method === req.method && re.test(url.pathname));
    if (!route)
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        },
      });
    const [status, body] = route[2](params, route[1].exec(url.pathname)!);
    // Snapshot the answer: later changes to the object must not change a replayed answer.
    const frozen = JSON.parse(JSON.stringify(body));
    if (key && req.method !== 'GET')
      idempotent.set(`${req.method} ${url.pathname} ${key}`, { status, body: frozen });
    send(status, frozen);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const copy = <T>(o: T): T => JSON.parse(JSON.stringify(o));

  return {
    base,
    requests,
    object: (key: string): Obj => {
      const found = get(key);
      if (!found) throw new Error(`the fake has no object ${key}`);
      return copy(found);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The next `times` matching requests fail with Stripe's 500 `api_error` (retries included). */
    failNext(method: string, path: RegExp, times: number) {
      outages.push({ method, path, times });
    },

    /** The customer pays a payment-mode session; `paid: false` leaves an async payment pending. */
    completePayment(sessionId: string, paid = true) {
      const s = get(sessionId)!;
      const { pi } = charge(s.amount_total as number, s.customer as string, 'Ada Writer');
      Object.assign(s, {
        status: 'complete',
        payment_status: paid ? 'paid' : 'unpaid',
        payment_intent: pi.id,
      });
      return copy(s);
    },
    /** The delayed payment of a completed session clears. */
    settleAsyncPayment(sessionId: string) {
      const s = get(sessionId)!;
      s.payment_status = 'paid';
      return copy(s);
    },

    /** The customer subscribes through a subscription-mode session. */
    completeSubscription(sessionId: string) {
      const s = get(sessionId)!;
      const priceId = (s.line_items_requested as Record<string, string>[])[0].price;
      const start = nowS();
      const sub = put({
        id: id('sub'),
        object: 'subscription',
        customer: s.customer,
        status: 'active',
        metadata: ((s.subscription_data as Record<string, unknown>)?.metadata as object) ?? {},
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        start_date: start,
        created: start,
        billing_cycle_anchor: start,
        latest_invoice: null,
        items: list([], '/v1/subscription_items'),
      });
      (sub.items as { data: Obj[] }).data.push({
        id: id('si'),
        object: 'subscription_item',
        price: get(priceId)!,
        quantity: 1,
        subscription: sub.id,
        current_period_start: start,
        current_period_end: start + PERIOD_S,
      });
      const { invoice: inv } = invoice(sub, 'subscription_create', [
        line(sub, opts.prices[priceId], priceId, start, start + PERIOD_S, false),
      ]);
      Object.assign(s, {
        status: 'complete',
        payment_status: 'paid',
        subscription: sub.id,
        invoice: inv.id,
      });
      return {
        session: copy(s),
        subscription: copy(sub) as unknown as StripeSubscription,
        invoice: copy(inv),
      };
    },

    /** The next monthly period starts and its invoice is paid. */
    renew(subscriptionId: string) {
      const sub = get(subscriptionId)!;
      const item = itemOf(sub);
      const start = item.current_period_end as number;
      Object.assign(item, { current_period_start: start, current_period_end: start + PERIOD_S });
      const priceId = (item.price as Obj).id;
      const { invoice: inv } = invoice(sub, 'subscription_cycle', [
        line(sub, opts.prices[priceId], priceId, start, start + PERIOD_S, false),
      ]);
      return { subscription: copy(sub) as unknown as StripeSubscription, invoice: copy(inv) };
    },

    /** The subscription reaches the end it was set to cancel at. */
    end(subscriptionId: string) {
      const sub = get(subscriptionId)!;
      Object.assign(sub, { status: 'canceled', ended_at: itemOf(sub).current_period_end });
      return copy(sub);
    },

    refund(paymentIntentId: string) {
      const pi = get(paymentIntentId)!;
      const ch = get(pi.latest_charge as string)!;
      Object.assign(ch, { refunded: true, amount_refunded: ch.amount });
      return copy(ch);
    },

    /** A webhook event wrapping `object`, as Stripe sends it. */
    event(type: string, object: unknown, eventId = id('evt')) {
      return {
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: nowS(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      };
    },
  };
}
