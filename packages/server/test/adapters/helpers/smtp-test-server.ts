import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server from npm). It requires AUTH with the
 * password in `url()`, records each message with its envelope and the account that sent it, and
 * can hand every message to `deliver` (the scaled test stack files them as `.eml`).
 */
export type ReceivedMail = { raw: Buffer; from: string; to: string[]; user: string };

export type SmtpTestServer = {
  /** SMTP_URL for an account; messages it sends are tagged with `user`. */
  url(user?: string): string;
  received: ReceivedMail[];
  close(): Promise<void>;
};

export const SMTP_TEST_PASSWORD = 'smtp-test-password';

export async function startSmtpTestServer(
  deliver?: (mail: ReceivedMail) => Promise<void>,
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS offered, AUTH allowed without it.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.password !== SMTP_TEST_PASSWORD) return callback(new Error('Invalid credentials'));
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          raw: Buffer.concat(chunks),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: String(session.user ?? ''),
        };
        received.push(mail);
        // Answer 250 only once the message is filed, as a real server does once it is queued.
        (deliver ? deliver(mail) : Promise.resolve()).then(
          () => callback(),
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    url: (user = 'app') =>
      `smtp://${encodeURIComponent(user)}:${SMTP_TEST_PASSWORD}@127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
