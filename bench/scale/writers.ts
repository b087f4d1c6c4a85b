import type { Database } from '../../packages/server/src/db/database';
import { createCreditLedger } from '../../packages/server/src/services/credits/credit-ledger';
import { createUsersDal } from '../../packages/server/src/services/users/users-dal';
import { createApiClient } from '../workers/api-client';
import { PASSWORD, signInAll } from './users';

/**
 * Accounts that make voices during the load: the writer whose read is shared, and the
 * five users who press Generate in the mixed run. Unlike the readers' seeded scripts, theirs go
 * through the API as a user's do (upload, confirm, process, casting, Generate), so the audio and
 * the share link are what the product makes. Their pages are granted in the database beforehand:
 * the scripts are longer than the Free plan's pages, and buying through the billing provider is
 * not what is measured.
 */
export const WRITER_LINES = 120;
export const GENERATORS = 5;
// Long enough that a generation is still running when a short window closes.
export const GENERATOR_LINES = 160;
const PAGES = 1_000;

export type Writer = Awaited<ReturnType<typeof createApiClient>> & {
  email: string;
  /** Their access token, for the calls the client does not make (share, delete). */
  access: string;
};

/** A script of exactly `count` lines (a heading, an action line, two speeches); `tag` makes its words its own. */
export function scriptText(count: number, tag: string): string {
  const blocks: string[] = [];
  for (let i = 0; i < count / 4; i++)
    blocks.push(
      `INT. HARBOUR OFFICE ${i + 1} - NIGHT`,
      `${tag}, scene ${i + 1}. Fog presses against the glass; a foghorn answers somewhere out there.`,
      `MARGOT\nYou said ${tag} would be back by ${(i % 11) + 1}. The ferry left without you.`,
      `DEV\nThe tide had other plans for ${tag}, and I was not going to argue with it tonight.`,
    );
  return `${blocks.join('\n\n')}\n`;
}

/** Pages for the writers, granted once each (run inside the deployment's `seed`). */
export async function grantPages(database: Database, emails: string[]) {
  const users = createUsersDal(database.db);
  const ledger = createCreditLedger({ database });
  for (const email of emails) {
    const user = await users.findByEmail(email);
    if (!user) throw new Error(`no user ${email}`);
    await ledger.grantPaygo(user.id, PAGES, `load-bench:${email}`);
  }
}

export async function signInWriters(base: string, emails: string[]): Promise<Writer[]> {
  const { users } = await signInAll(base, emails);
  if (users.length !== emails.length) throw new Error('a writer could not sign in');
  return Promise.all(
    users.map(async (u) => ({ ...(await createApiClient(base, u.email, PASSWORD)), ...u })),
  );
}

/** A processed script of `lines` lines, cast with the suggested voices; its document id. */
export async function castScript(writer: Writer, lines: number, tag: string): Promise<string> {
  const id = await writer.processedScript(scriptText(lines, tag), `${tag}.fountain`);
  const count = await writer.lineCount(id);
  if (count !== lines) throw new Error(`${tag} parsed into ${count} lines, not ${lines}`);
  await writer.castSuggested(id);
  return id;
}
