import type { RateCounter } from '../../adapters/rate-limit/rate-limit-port';
import type { Logger } from '../../lib/logger';
import { sha256 } from '../../lib/digest';

/**
 * How many mails anyone can make us send to one address per hour: reset links, verification
 * links, "someone tried to register with your address" and contact acknowledgements. Per-client
 * limits alone let someone with many client addresses flood one inbox, so this counts by the
 * address the mail goes to. A mail over the cap is dropped, never refused: the answer that caused
 * it stays the same, so it tells nobody whether the address has an account or was capped. The
 * counts live in the app's RateCounter, so on PostgreSQL every API process adds to one allowance.
 */
export type RecipientCap = {
  /** Counts one mail to `email`; false once the address has had its allowance this hour. */
  allows(email: string): Promise<boolean>;
};

export const MAIL_CAP_WINDOW_MS = 60 * 60 * 1000;

export function createRecipientCap(opts: {
  counter: RateCounter;
  max: number;
  logger: Logger;
  windowMs?: number;
}): RecipientCap {
  const windowMs = opts.windowMs ?? MAIL_CAP_WINDOW_MS;
  return {
    async allows(email) {
      const address = email.trim().toLowerCase();
      const { hits } = await opts.counter.hit(`mail-to:${address}`, windowMs);
      if (hits <= opts.max) return true;
      // The address itself stays out of the log; its hash lets an operator match reports.
      opts.logger.warn({ to: sha256(address).slice(0, 16), hits }, 'mail to one address capped');
      return false;
    },
  };
}
