import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createFakeStripeBooks, DAY_S, type Obj, PERIOD_S } from './fake-stripe-books';
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
  const {
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
  } = books;

  type Handler = (params: Record<string, FormValue>, m: RegExpExecArray) => [number, unknown];
  const notFound = (what: string): [number, unknown] => [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}`,
      },
    },
  ];
  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (p) => [
        200,
        put({
          id: id('cus'),
          object: 'customer',
          email: p.email,
          name: p.name ?? null,
          metadata: p.metadata ?? {},
          created: nowS(),
          livemode: false,
        }),
      ],
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (p) => {
        const items = p.line_items as Record<string, FormValue>[];
        const first = items?.[0] ?? {};
        const priceData = first.price_data as Record<string, FormValue> | undefined;
        const amount = priceData
          ? Number(priceData.unit_amount)
          : opts.prices[first.price as string];
        if (amount === undefined || Number.isNaN(amount))
          return notFound(`price: '${String(first.price)}'`);
        const session = put({
          id: id('cs_test'),
          object: 'checkout.session',
          mode: p.mode,
          status: 'open',
          payment_status: 'unpaid',
          customer: p.customer,
          client_reference_id: p.client_reference_id ?? null,
          metadata: p.metadata ?? {},
          success_url: p.success_url,
          cancel_url: p.cancel_url,
          amount_total: amount,
          currency: 'usd',
          payment_intent: null,
          subscription: null,
          invoice: null,
          created: nowS(),
          expires_at: nowS() + DAY_S,
          livemode: false,
          line_items_requested: items,
          subscription_data: p.subscription_data ?? null,
          url: '',
        });
        session.url = `${base}/c/pay/${session.id}`;
        return [200, session];
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([\w-]+)$/,
      (p, m) =>
        get(m[1]) ? [200, withExpand(get(m[1]), p)] : notFound(`checkout.session: '${m[1]}'`),
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([\w-]+)$/,
      (p, m) =>
        get(m[1]) ? [200, withExpand(get(m[1]), p)] : notFound(`payment_intent: '${m[1]}'`),
    ],
    [
      'GET',
      /^\/v1\/invoice_payments$/,
      (p) => {
        const data = [...objects.values()].filter(
          (o) =>
            o.object === 'invoice_payment' &&
            o.invoice === p.invoice &&
            (p.status === undefined || o.status === p.status),
        );
        return [200, withExpand(list(data, '/v1/invoice_payments'), p)];
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([\w-]+)$/,
      (p, m) => (get(m[1]) ? [200, withExpand(get(m[1]), p)] : notFound(`subscription: '${m[1]}'`)),
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([\w-]+)$/,
      (p, m) => {
        const sub = get(m[1]);
        if (!sub) return notFound(`subscription: '${m[1]}'`);
        if (p.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
          sub.canceled_at = sub.cancel_at_period_end ? nowS() : null;
        }
        const items = p.items as Record<string, FormValue>[] | undefined;
        if (items?.[0]?.price) {
          const newPrice = items[0].price as string;
          const at = p.proration_date ? Number(p.proration_date) : nowS();
          const lines = proration(sub, newPrice, at);
          itemOf(sub).price = get(newPrice);
          if (p.proration_behavior === 'always_invoice') invoice(sub, 'subscription_update', lines);
        }
        return [200, sub];
      },
    ],
    [
      'POST',
      /^\/v1\/invoices\/create_preview$/,
      (p) => {
        const sub = get(p.subscription as string);
        if (!sub) return notFound(`subscription: '${String(p.subscription)}'`);
        const details = p.subscription_details as Record<string, FormValue>;
        const newPrice = (details.items as Record<string, FormValue>[])[0].price as string;
        const at = Number(details.proration_date ?? nowS());
        const lines = proration(sub, newPrice, at);
        const total = lines.reduce((s, l) => s + l.amount, 0);
        return [
          200,
          {
            id: `upcoming_${sub.id}`,
            object: 'invoice',
            customer: sub.customer,
            status: 'draft',
            billing_reason: 'upcoming',
            amount_due: Math.max(0, total),
            amount_paid: 0,
            total,
            currency: 'usd',
            parent: {
              type: 'subscription_details',
              quote_details: null,
              subscription_details: {
                subscription: sub.id,
                metadata: sub.metadata,
                subscription_proration_date: at,
              },
            },
            lines: list(lines, '/v1/invoices/upcoming/lines'),
          },
        ];
      },
    ],
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
