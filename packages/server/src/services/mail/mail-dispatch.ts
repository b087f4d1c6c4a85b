import type { MailMessage, MailPort } from '../../adapters/mail/mail-port';
import type { Logger } from '../../lib/logger';

/**
 * Sends mail after the work that caused it has committed. A failed send is logged, never thrown:
 * the account change already happened and the user can ask for the mail again. `later` does not
 * make the caller wait; `afterAnswer` goes further and starts the work that decides on a mail only
 * once the answer has gone out, so an answer that must not reveal whether an account exists
 * (reset requests, security check 46) takes the same time for every email. `flush` lets shutdown
 * and tests wait for both.
 */
export type MailDispatch = {
  send(message: MailMessage): Promise<void>;
  later(message: MailMessage): void;
  /**
   * Runs `compose` once `answered` calls back (the caller's answer has left; the next turn of the
   * event loop when not given), then sends the mail it returns, if any.
   */
  afterAnswer(compose: () => Promise<MailMessage | undefined>, answered?: Schedule): void;
  flush(): Promise<void>;
};

/** Calls `run` once, when something has happened (an answer went out). */
export type Schedule = (run: () => void) => void;

export function createMailDispatch(deps: {
  mail: Pick<MailPort, 'send'>;
  logger: Logger;
  /** Starts deferred work once its answer is out: at once, unless a test holds it. */
  schedule?: Schedule;
}): MailDispatch {
  const schedule = deps.schedule ?? ((run) => run());
  const nextTurn: Schedule = (run) => void setImmediate(run);
  const pending = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    const tracked = p.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const send = async (message: MailMessage) => {
    try {
      await deps.mail.send(message);
    } catch (err) {
      deps.logger.error({ err, subject: message.subject }, 'mail could not be sent');
    }
  };
  const compose = async (work: () => Promise<MailMessage | undefined>) => {
    try {
      const message = await work();
      if (message) await send(message);
    } catch (err) {
      deps.logger.error({ err }, 'deferred mail work failed');
    }
  };
  return {
    send,
    later(message) {
      track(send(message));
    },
    afterAnswer(work, answered = nextTurn) {
      track(
        new Promise<void>((resolve) =>
          answered(() => schedule(() => void compose(work).then(resolve))),
        ),
      );
    },
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
