import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact signed tokens for the local storage URLs: base64url(JSON claims) + '.' + HMAC-SHA256.
 * Everything the URL grants (key, operation, expiry, type, size bound, download name) is inside
 * the signed part, so changing any of it breaks the signature.
 */
export type FileClaims =
  | { op: 'put'; key: string; exp: number; ct: string; max: number }
  | { op: 'get'; key: string; exp: number; name: string };

export type VerifyResult =
  { ok: true; claims: FileClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

export function signClaims(claims: FileClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export function verifyToken(token: string, secret: string, nowMs = Date.now()): VerifyResult {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // Signed by us is not the same as well-formed (an old format, a bug): check before use.
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function isClaims(value: unknown): value is FileClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  if (typeof c.key !== 'string' || typeof c.exp !== 'number') return false;
  if (c.op === 'put') return typeof c.ct === 'string' && typeof c.max === 'number';
  return c.op === 'get' && typeof c.name === 'string';
}
