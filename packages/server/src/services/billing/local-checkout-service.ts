import type {
  LocalCheckoutPort,
  LocalReceipt,
  LocalSessionView,
  TestCard,
} from '../../adapters/payments/payments-port';
import { ServiceError } from '../service-error';
import type { BillingSync } from './billing-sync';

export type PayOutcome =
  { ok: true; redirect: string } | { ok: false; reason: string; view: LocalSessionView };

/**
 * The embedded provider's hosted checkout. Paying completes the session at the
 * provider, then its events go through the same rules as Stripe's webhooks before the redirect,
 * so the success page already sees the credits.
 */
export function createLocalCheckoutService(deps: {
  local: LocalCheckoutPort;
  sync: Pick<BillingSync, 'pull'>;
}) {
  const { local } = deps;

  async function view(sessionId: string): Promise<LocalSessionView> {
    const found = await local.session(sessionId);
    if (!found) throw new ServiceError('not_found', 'This checkout session does not exist.');
    return found;
  }

  return {
    view,

    async pay(sessionId: string, card: TestCard): Promise<PayOutcome> {
      const session = await view(sessionId);
      if (session.status !== 'open') {
        return session.status === 'complete'
          ? { ok: true, redirect: session.successUrl }
          : {
              ok: false,
              reason: session.closedReason ?? 'This checkout session has expired.',
              view: session,
            };
      }
      const result = await local.pay(sessionId, card);
      if (!result.ok) return { ok: false, reason: result.reason, view: session };
      await deps.sync.pull();
      return { ok: true, redirect: session.successUrl };
    },

    async cancel(sessionId: string): Promise<string> {
      const session = await view(sessionId);
      if (session.status === 'open') await local.cancel(sessionId);
      await deps.sync.pull();
      return session.cancelUrl;
    },

    async receipt(paymentId: string): Promise<LocalReceipt> {
      const found = await local.receipt(paymentId);
      if (!found) throw new ServiceError('not_found', 'Receipt not found.');
      return found;
    },
  };
}

export type LocalCheckoutService = ReturnType<typeof createLocalCheckoutService>;
