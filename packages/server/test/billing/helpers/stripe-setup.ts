import { RELAXED_LIMITS } from '../../helpers/accounts';
import { startApp, type TestApp } from '../../helpers/app';
import { LONG_TOKENS } from './billing';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { PRICES, SECRET_KEY, send, stripeEnv } from './stripe-webhook';

/**
 * The app configured for Stripe against the fake, both on one controllable clock. `close` checks
 * security check 33 (every ledger adds up) before stopping both.
 */
export type StripeWorld = {
  t: TestApp;
  fake: FakeStripe;
  clock: { now: number };
  /** Signs an event of the fake at the current clock and delivers it to the webhook. */
  deliver: (type: string, object: unknown, eventId?: string) => ReturnType<typeof send>;
  close: () => Promise<void>;
};

export async function startStripeWorld(env: Record<string, string> = {}): Promise<StripeWorld> {
  const clock = { now: Date.now() };
  const fake = await startFakeStripe({
    secretKey: SECRET_KEY,
    prices: PRICES,
    now: () => clock.now,
  });
  const t = await startApp(
    { ...RELAXED_LIMITS, ...LONG_TOKENS, ...stripeEnv(fake.base), ...env },
    { now: () => clock.now },
  );
  return {
    t,
    fake,
    clock,
    deliver: (type, object, eventId) => send(t, fake.event(type, object, eventId), clock.now),
    close: async () => {
      const mismatches = await t.deps.credits.mismatches();
      await t.close();
      await fake.close();
      expect(mismatches).toEqual([]);
    },
  };
}
