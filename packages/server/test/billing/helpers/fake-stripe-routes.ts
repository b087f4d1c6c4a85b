import { DAY_S, type createFakeStripeBooks } from './fake-stripe-books';
import type { FakeRoute } from './fake-stripe-undo';
import type { FormValue } from './stripe-form';

/**
 * The fake's answers to the calls the adapter makes day to day (customers, Checkout Sessions,
 * subscriptions, invoices, previews), each shaped on Stripe's documented objects.
 */
export function coreRoutes(
  books: ReturnType<typeof createFakeStripeBooks>,
  env: { prices: Record<string, number>; base: () => string },
): FakeRoute[] {
  const { objects, nowS, id, put, get, withExpand, list, invoice, itemOf, proration } = books;
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
  return [
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
          : env.prices[first.price as string];
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
        session.url = `${env.base()}/c/pay/${session.id}`;
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
  ];
}
