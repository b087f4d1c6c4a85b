import type { MailMessage, MailPort } from '../../adapters/mail/mail-port';
import type { Logger } from '../../lib/logger';

/**
 * Sends mail after the work that caused it has committed. A failed send is logged, never thrown:
 * the account change already happened and the user can ask for the mail again. `later` does not
 * make the caller wait, so answers that must not reveal whether a mail went out (reset requests)
 * take the same time either way; `flush` lets shutdown and tests wait for those.
 */
export type MailDispatch = {
  send(message: MailMessage): Promise<void>;
  later(message: MailMessage): void;
  flush(): Promise<void>;
};

export function createMailDispatch(deps: {
  mail: Pick<MailPort, 'send'>;
  logger: Logger;
}): MailDispatch {
  const pending = new Set<Promise<void>>();
  const send = async (message: MailMessage) => {
    try {
      await deps.mail.send(message);
    } catch (err) {
      deps.logger.error({ err, subject: message.subject }, 'mail could not be sent');
    }
  };
  return {
    send,
    later(message) {
      const p = send(message).finally(() => pending.delete(p));
      pending.add(p);
    },
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
