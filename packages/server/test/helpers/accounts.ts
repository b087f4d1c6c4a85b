import { createHash } from 'node:crypto';

import type { TestApp } from './app';
import { lastLink } from './outbox';

/** A password that passes the sign-up rules. */
export const PASSWORD = 'Correct-Horse-9';

let counter = 0;
export const uniqueEmail = (tag = 'user') =>
  `${tag}-${process.pid}-${Date.now().toString(36)}-${counter++}@example.com`;

export async function post(t: TestApp, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.http(`/api/v1/${path}`, {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

export async function get(t: TestApp, path: string, token?: string) {
  const res = await t.http(`/api/v1/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** A user name as unique as the email (user names are one per account, security check 48). */
export const usernameOf = (email: string) =>
  `writer-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;

export async function register(t: TestApp, email = uniqueEmail(), password = PASSWORD) {
  const res = await post(t, 'auth/register', {
    username: usernameOf(email),
    name: 'Ada Writer',
    email,
    password,
  });
  if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return email;
}

/** The token of the newest verification mail to `email`. */
export async function verificationToken(t: TestApp, email: string): Promise<string> {
  const link = await lastLink(t, email, /Verify your email/);
  return decodeURIComponent(link.split('/verify/')[1]);
}

export type Session = { email: string; access: string; refresh: string };

/** Registers, verifies and signs in a fresh user. */
export async function signedInUser(
  t: TestApp,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<Session> {
  await register(t, email, password);
  const verified = await get(t, `auth/verify-email/${await verificationToken(t, email)}`);
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return login(t, email, password);
}

export async function login(t: TestApp, email: string, password = PASSWORD): Promise<Session> {
  const res = await post(t, 'auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { email, access: res.body.data.access_token, refresh: res.body.data.refresh_token };
}

/** Settings for apps whose tests are not about rate limits. */
export const RELAXED_LIMITS = {
  AUTH_RATE_LIMIT_MAX: '10000',
  LOGIN_MAX_FAILURES: '10000',
  LOGIN_MAX_FAILURES_PER_IP: '10000',
  RATE_LIMIT_MAX: '100000',
  MAIL_MAX_PER_RECIPIENT: '10000',
};
