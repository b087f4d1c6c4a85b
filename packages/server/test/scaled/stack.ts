import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { startS3TestServer, type S3TestServer } from '../adapters/helpers/s3-test-server';
import { startSmtpTestServer, type SmtpTestServer } from '../adapters/helpers/smtp-test-server';
import { createTestDatabase } from '../helpers/postgres';

/**
 * The scaled test stack (right-hand column) behind `startApp`: PostgreSQL with
 * pg-boss, an S3-compatible server and an SMTP server, all real and on 127.0.0.1. The servers
 * start once per test file, on first use; each app data dir gets its own database, bucket and
 * mailbox, like a fresh embedded data dir. Mail the SMTP server receives for an app is filed as
 * `.eml` in that app's DATA_DIR/outbox, so the helpers that read the outbox work in both stacks.
 * An app given a test clock shares it with its bucket: S3 checks the app's presigned URLs at the
 * time the app signs them with, as one clock serves a real deployment.
 */
export type TestStack = 'embedded' | 'scaled';

export const defaultTestStack = (): TestStack =>
  process.env.TEST_STACK === 'scaled' ? 'scaled' : 'embedded';

type Servers = { s3: S3TestServer; smtp: SmtpTestServer };
type PerApp = { database?: { url: string; drop: () => Promise<void> }; bucket?: string };

let servers: Promise<Servers> | undefined;
const apps = new Map<string, PerApp>();
const mailboxes = new Map<string, string>();
let filed = 0;

async function startServers(): Promise<Servers> {
  const s3 = await startS3TestServer();
  const smtp = await startSmtpTestServer(async (mail) => {
    const dir = mailboxes.get(mail.user);
    if (!dir) throw new Error(`no mailbox for SMTP user ${mail.user}`);
    await mkdir(dir, { recursive: true });
    // Names sort in arrival order, like the outbox adapter's.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(filed++).padStart(6, '0')}.eml`;
    await writeFile(join(dir, `${name}.tmp`), mail.raw);
    await rename(join(dir, `${name}.tmp`), join(dir, name));
  });
  return { s3, smtp };
}

/** The S3 test server of this file (to take it down in outage tests). */
export const scaledServers = (): Promise<Servers> => (servers ??= startServers());

/**
 * Environment pointing an app at the scaled stack; variables the test sets itself win (a test
 * may bring its own DATABASE_URL). The same data dir gets the same database, bucket and mailbox
 * again, so restart tests keep their data.
 */
export async function scaledEnv(
  dataDir: string,
  env: Record<string, string>,
  now?: () => number,
): Promise<Record<string, string>> {
  const { s3, smtp } = await scaledServers();
  const app = apps.get(dataDir) ?? {};
  apps.set(dataDir, app);
  const out: Record<string, string> = {};
  if (env.DATABASE_URL === undefined) {
    app.database ??= await createTestDatabase();
    out.DATABASE_URL = app.database.url;
  }
  if (env.S3_BUCKET === undefined) {
    app.bucket ??= await s3.createBucket();
    s3.useClock(app.bucket, now);
    Object.assign(out, {
      S3_BUCKET: app.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    });
  }
  if (env.SMTP_URL === undefined) {
    const user = `app${apps.size}-${dataDir.split(/[/\\]/).pop()}`;
    mailboxes.set(user, join(dataDir, 'outbox'));
    out.SMTP_URL = smtp.url(user);
  }
  return { ...out, ...env };
}

/** Drops the database of an app whose data dir is gone. */
export async function releaseScaled(dataDir: string): Promise<void> {
  const app = apps.get(dataDir);
  apps.delete(dataDir);
  await app?.database?.drop();
}

/** End of the test file: every database dropped, servers closed. */
export async function stopScaledStack(): Promise<void> {
  for (const dataDir of [...apps.keys()]) await releaseScaled(dataDir);
  if (!servers) return;
  const { s3, smtp } = await servers;
  servers = undefined;
  await Promise.all([s3.close(), smtp.close()]);
}
