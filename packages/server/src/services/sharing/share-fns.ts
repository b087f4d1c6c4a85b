import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

import { SHARE_LIMITS } from '@castmyscript/api/contract';

/**
 * The share link's token (security check 50): 32 random bytes, base64url (43
 * characters). Looked up by its SHA-256 only (`sha256` of auth-fns), as refresh tokens are.
 *
 * The issue wants a second POST to return the live link, so the token must be recoverable by the
 * server: rotating it on every POST would break links already sent. It is therefore also kept
 * sealed (AES-256-GCM) under a key derived from the server secret. Someone who reads only the
 * database learns neither the token nor anything to look a link up with; a token that no longer
 * unseals (the secret changed) makes the service replace the link instead of failing.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds a shared read's audio URLs live: short, so a revoked link's URLs die soon after. */
export const SHARE_URL_TTL_S = 15 * 60;

export const newShareToken = (): string => randomBytes(32).toString('base64url');

export const expiryOf = (nowMs: number, days: number = SHARE_LIMITS.expiresDefaultDays): Date =>
  new Date(nowMs + days * DAY_MS);

/** A link answers while it is neither revoked nor past its expiry. */
export const isLive = (link: { expiresAt: Date; revokedAt: Date | null }, nowMs: number) =>
  link.revokedAt === null && link.expiresAt.getTime() > nowMs;

/** The listen page on this site (served by the shell, built by the studio remote). */
export const listenUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/listen/${encodeURIComponent(token)}`;

/** The link's private podcast feed, served by the API. */
export const feedUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/api/v1/shared/${encodeURIComponent(token)}/feed.xml`;

export type TokenSeal = { seal(token: string): string; unseal(sealed: string): string | undefined };

/** Seals tokens under a key derived from `secret` for this one purpose only. */
export function createTokenSeal(secret: string): TokenSeal {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'castmyscript share-link token', 32));
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    unseal(sealed) {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
