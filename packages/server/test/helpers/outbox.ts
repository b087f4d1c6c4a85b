import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type ParsedMail, simpleParser } from 'mailparser';

import type { TestApp } from './app';

/** Mails the outbox adapter wrote, parsed, oldest first; `to` filters by recipient. */
export async function readOutbox(t: TestApp, to?: string): Promise<ParsedMail[]> {
  await t.deps.mailer.flush();
  const dir = join(t.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(names.map((n) => simpleParser(readFileSync(join(dir, n)))));
  return mails.filter((m) => {
    const addr = m.to && !Array.isArray(m.to) ? m.to.value[0]?.address : undefined;
    return !to || addr === to;
  });
}

/** The last link in the newest mail to `to` whose subject matches. */
export async function lastLink(t: TestApp, to: string, subject: RegExp): Promise<string> {
  const mails = (await readOutbox(t, to)).filter((m) => subject.test(m.subject ?? ''));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to} matching ${subject}`);
  const links = (mail.text ?? '').match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  if (!links.length) throw new Error(`mail to ${to} has no link`);
  return links.at(-1)!;
}
