import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { type Logger, silentLogger } from '../../lib/logger';
import type { MailPort } from './mail-port';
import { buildMime } from './mime';

/**
 * Outbox mail adapter (embedded default): each message becomes a real `.eml` file under
 * `<dataDir>/outbox`, and the links in its text are logged so a developer can click the
 * verification or reset link straight from the console without a mail server.
 */
export type OutboxOptions = {
  dir: string;
  from: string;
  logger?: Logger;
  /** Where the clickable links go; the console by default, so they stand out from JSON logs. */
  print?: (line: string) => void;
};

const LINK = /https?:\/\/[^\s<>"')\]]+/g;

export function createOutboxMail(opts: OutboxOptions): MailPort {
  const logger = opts.logger ?? silentLogger;
  const print = opts.print ?? ((line: string) => console.log(line));
  return {
    driver: 'outbox',
    async send(message) {
      const id = randomUUID();
      const domain = opts.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
      const eml = buildMime({
        ...message,
        from: opts.from,
        messageId: `${id}@${domain}`,
        date: new Date(),
      });
      await mkdir(opts.dir, { recursive: true });
      // Sortable names: the newest mail is last in a directory listing.
      const file = join(opts.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      await writeFile(`${file}.tmp`, eml);
      await rename(`${file}.tmp`, file);
      const links = message.text.match(LINK) ?? [];
      logger.info(
        { to: message.to, subject: message.subject, links, file },
        'mail written to outbox',
      );
      for (const link of links) print(`[mail to ${message.to}] ${message.subject}: ${link}`);
      return { id, location: file };
    },
  };
}
