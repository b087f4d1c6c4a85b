import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Simulated users: registered and verified through the API (the verification link read from the
 * outbox, as a user would click it), then signed in all at once — the sign-in figures.
 */
export type BenchUser = { email: string; access: string };

export const PASSWORD = 'Bench-Password-42!';

async function call(base: string, p: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1/${p}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: { access_token?: string } };
  if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Verification tokens by recipient, from the outbox's quoted-printable .eml files. */
function verificationTokens(dataDir: string): Map<string, string> {
  const dir = path.join(dataDir, 'outbox');
  const tokens = new Map<string, string>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.eml'))) {
    const text = readFileSync(path.join(dir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const to = /^To: (.+)$/m.exec(text)?.[1].trim();
    const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (to && token) tokens.set(to, token);
  }
  return tokens;
}

/** Runs `task` over `items`, `limit` at a time. */
async function limited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

export async function registerUsers(
  base: string,
  dataDir: string,
  count: number,
): Promise<string[]> {
  const emails = Array.from(
    { length: count },
    (_, i) => `load-${i}-${Date.now().toString(36)}@example.com`,
  );
  await limited(emails, 8, async (email) => {
    await call(base, 'auth/register', {
      // User names are one per account (security check 48).
      username: email.split('@')[0].slice(0, 40),
      name: 'Load Tester',
      email,
      password: PASSWORD,
    });
  });
  // Mails are sent after the answer (a queued job): wait up to 10 s for every link to arrive.
  let tokens = new Map<string, string>();
  for (let waited = 0; waited < 10_000; waited += 100) {
    tokens = existsSync(path.join(dataDir, 'outbox')) ? verificationTokens(dataDir) : tokens;
    if (emails.every((e) => tokens.has(e))) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await limited(emails, 8, async (email) => {
    const token = tokens.get(email);
    if (!token) throw new Error(`no verification mail for ${email}`);
    await call(base, `auth/verify-email/${token}`);
  });
  return emails;
}

export type SignIn = {
  users: BenchUser[];
  latenciesMs: number[];
  errors: number;
  /** From the first request sent to the last answer. */
  wallMs: number;
};

/** Every user signs in at the same moment (POST auth/login, one argon2id verify each). */
export async function signInAll(base: string, emails: string[]): Promise<SignIn> {
  const latenciesMs: number[] = [];
  let errors = 0;
  const users: BenchUser[] = [];
  const burst = performance.now();
  await Promise.all(
    emails.map(async (email) => {
      const started = performance.now();
      try {
        const session = await call(base, 'auth/login', { email, password: PASSWORD });
        latenciesMs.push(performance.now() - started);
        users.push({ email, access: session.data!.access_token! });
      } catch {
        errors += 1;
      }
    }),
  );
  return { users, latenciesMs, errors, wallMs: performance.now() - burst };
}
