import type { RateCounter } from '../../adapters/rate-limit/rate-limit-port';
import { ServiceError } from '../service-error';

/**
 * How many contact acknowledgements one address may be sent per window, whoever asks
 * (security check 45). The per-IP route limit alone lets someone with many addresses mail a
 * stranger over and over; this counts by the address the mail would go to. The counts live in the
 * app's RateCounter, so on PostgreSQL every API process adds to one allowance.
 */
export type RecipientLimit = {
  /** Counts one message for `email`; throws `rate_limited` once the allowance is spent. */
  take(email: string): Promise<void>;
};

export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

export function createRecipientLimit(opts: {
  counter: RateCounter;
  max: number;
  windowMs?: number;
}): RecipientLimit {
  const windowMs = opts.windowMs ?? CONTACT_WINDOW_MS;
  return {
    async take(email) {
      const { hits, ttlMs } = await opts.counter.hit(`contact-to:${email.toLowerCase()}`, windowMs);
      if (hits <= opts.max) return;
      const wait = Math.max(1, Math.ceil(ttlMs / 1000));
      throw new ServiceError(
        'rate_limited',
        'Too many messages have been sent from this email address. Please try again later.',
        { retry_after_s: wait },
        wait,
      );
    },
  };
}
