import { randomUUID } from 'node:crypto';

import type { Transporter, TransportOptions } from 'nodemailer';

import { type Logger, silentLogger } from '../../lib/logger';
import type { MailPort } from './mail-port';
import { buildMime } from './mime';

/**
 * SMTP mail adapter (scaled deployment), over nodemailer. The message is the very MIME the outbox
 * adapter writes (one builder, one header-injection check), handed to the server as it is. One
 * connection per message: mail is rare (sign-up, reset, contact), and no pooled socket outlives a
 * process that is shutting down. Links are not logged here: they carry single-use tokens.
 * nodemailer is loaded on first use, so the embedded default never loads it.
 */
export type SmtpOptions = {
  /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465`. */
  url: string;
  from: string;
  logger?: Logger;
};

/** The bare address of `Name <addr>` or of `addr`. */
const addressOf = (mailbox: string) => (mailbox.match(/<([^<>\s]+)>\s*$/)?.[1] ?? mailbox).trim();

export function createSmtpMail(opts: SmtpOptions): MailPort {
  const logger = opts.logger ?? silentLogger;
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: opts.url,
        // A mail server that is down must not hold a request (or a shutdown) for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as TransportOptions),
    ));
  const domain = addressOf(opts.from).split('@')[1] ?? 'localhost';

  return {
    driver: 'smtp',
    async send(message) {
      const id = randomUUID();
      const raw = buildMime({
        ...message,
        from: opts.from,
        messageId: `${id}@${domain}`,
        date: new Date(),
      });
      try {
        const info = await (
          await transporter()
        ).sendMail({
          envelope: { from: addressOf(opts.from), to: [addressOf(message.to)] },
          raw,
        });
        logger.info({ to: message.to, subject: message.subject, id }, 'mail sent over SMTP');
        return { id, location: info.response };
      } catch (err) {
        throw new Error(`The mail server did not accept the message: ${(err as Error).message}`, {
          cause: err,
        });
      }
    },
  };
}
