/**
 * Undoing a second plan at Stripe (security check 44): the subscription is cancelled now, with no
 * final invoice and no proration, and each paid invoice's payment is refunded in full. Every write
 * carries a key derived from the object it undoes, so a retry of the whole step (the app repeats
 * it until it succeeds) is answered by Stripe with the first result instead of acting twice.
 */
import Stripe from 'stripe';

export async function cancelAndRefundAtStripe(stripe: Stripe, subscriptionId: string) {
  const sub = await stripe.subscriptions.retrieve(subscriptionId);
  if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') {
    await stripe.subscriptions.cancel(
      subscriptionId,
      { invoice_now: false, prorate: false },
      { idempotencyKey: `one-plan-cancel-${subscriptionId}` },
    );
  }
  const invoices = await stripe.invoices.list({
    subscription: subscriptionId,
    status: 'paid',
    limit: 100,
  });
  for (const invoice of invoices.data) {
    const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid' });
    for (const paid of payments.data) {
      const pi = paid.payment.payment_intent;
      const paymentIntent = typeof pi === 'string' ? pi : pi?.id;
      const ch = paid.payment.charge;
      const charge = typeof ch === 'string' ? ch : ch?.id;
      if (!paymentIntent && !charge) continue;
      try {
        await stripe.refunds.create(
          paymentIntent ? { payment_intent: paymentIntent } : { charge },
          { idempotencyKey: `one-plan-refund-${paymentIntent ?? charge}` },
        );
      } catch (err) {
        // Refunded by an earlier attempt whose key Stripe no longer remembers: nothing left to do.
        if ((err as Stripe.errors.StripeError).code !== 'charge_already_refunded') throw err;
      }
    }
  }
}

/** Expires an open Checkout Session; one already completed or expired is left as it is. */
export async function expireAtStripe(stripe: Stripe, sessionId: string) {
  try {
    await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` });
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'open') throw err;
  }
}
