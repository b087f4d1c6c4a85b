import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Real accounts for the journeys: sign-up through the API, the verification link read from the
 * server's mail outbox (`.eml` files under its DATA_DIR), then sign-in. The config sets
 * E2E_DATA_DIR for the server it starts, so tests read the same outbox it writes.
 */
const outboxDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return path.join(dir, 'outbox');
};

export type Account = { name: string; username: string; email: string; password: string };

let counter = 0;
/** A fresh account each call; the pid and time keep runs on one machine apart. */
export const newAccount = (label = 'writer'): Account => {
  counter += 1;
  const id = `${process.pid}-${Date.now().toString(36)}-${counter}`;
  return {
    name: 'Ada Writer',
    username: `ada-${id}`.slice(0, 40),
    email: `${label}-${id}@example.com`,
    password: 'Secret123!',
  };
};

/** Undoes quoted-printable (RFC 2045): soft line breaks and =XX bytes. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const mailsTo = async (email: string) => {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  const mails: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const raw = await readFile(path.join(outboxDir(), name), 'utf8');
    if (new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw))
      mails.push(decodeQuotedPrintable(raw));
  }
  return mails;
};

/** The newest link to `pathPart` in a mail to `email`, waiting for the mail to arrive. */
export const linkFromMail = async (email: string, pathPart: string): Promise<URL> => {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        const links = mails.flatMap((m) => m.match(/https?:\/\/[^\s"<>]+/g) ?? []);
        link = links.filter((l) => l.includes(pathPart)).at(-1);
        return link;
      },
      { message: `a mail to ${email} with a ${pathPart} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return new URL(link!);
};

const api = (request: APIRequestContext, url: string, data?: unknown) =>
  request.post(`/api/v1/${url}`, { data });

/** Registers and verifies through the API (the UI journey is in e2e/accounts). */
export const createVerifiedAccount = async (request: APIRequestContext, account = newAccount()) => {
  const { name, username, email, password } = account;
  const registered = await api(request, 'auth/register', { name, username, email, password });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = await linkFromMail(email, '/verify/');
  const verified = await request.get(`/api/v1/auth/verify-email/${link.pathname.split('/').pop()}`);
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
};

export type Tokens = { access_token: string; refresh_token: string };

export const signInByApi = async (
  request: APIRequestContext,
  account: Account,
): Promise<Tokens> => {
  const answer = await api(request, 'auth/login', {
    email: account.email,
    password: account.password,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data as Tokens;
};

/**
 * Puts a session into the browser's storage the way sign-in does. Written once on a page of the
 * app's origin (not by an init script, which would put the old tokens back after a refresh).
 */
export const storeSession = async (page: Page, tokens: Tokens, email: string) => {
  await page.goto('/api/v1/health');
  await page.evaluate(
    ({ tokens: t, email: e }) => {
      localStorage.setItem('accessToken', t.access_token);
      localStorage.setItem('refresh_token', t.refresh_token);
      localStorage.setItem('email', e);
      localStorage.setItem('isLogin', 'true');
    },
    { tokens, email },
  );
};
