import { randomBytes } from 'node:crypto';

import { sha256 } from '../../lib/digest';

/** Pure helpers of the auth domain; no I/O, tested beside this file. */

/** 32 random bytes, URL-safe: refresh tokens and mailed links. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak yields no usable token. */
export { sha256 };

/** True when `url` is http(s) and its origin is one of `origins` (exact match). */
export function hasAllowedOrigin(url: string, origins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  return origins.some((o) => o.replace(/\/+$/, '') === parsed.origin);
}

/** `formUrl?token=…`, keeping the form's own query and dropping any fragment. */
export function resetLink(formUrl: string, token: string): string {
  const url = new URL(formUrl);
  url.hash = '';
  url.searchParams.set('token', token);
  return url.toString();
}

export const verificationLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(token)}`;

/**
 * The next `tokens_valid_after`: now, but always later than the current value, so tokens carrying
 * the old value die even when the clock has not moved (tests freeze it; clocks can step back).
 */
export const nextGeneration = (current: Date, nowMs: number): Date =>
  new Date(Math.max(nowMs, current.getTime() + 1));

/** Bearer token from an Authorization header value; undefined when absent or not a bearer. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
