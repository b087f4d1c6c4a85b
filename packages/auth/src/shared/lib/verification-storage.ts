import { STORAGE_KEYS } from '@castmyscript/api';

/** Verification uses these keys beside the session's `email`. */
export const VERIFICATION_KEYS = {
  email: STORAGE_KEYS.email,
  expiry: 'verificationExpiry',
  verified: 'isVerified',
} as const;

/** Links are valid for 24 hours; used when the server names no expiry. */
export const VERIFICATION_VALIDITY_MS = 24 * 60 * 60 * 1000;

export const verificationStorage = {
  remember(email: string, expiresAt?: string) {
    localStorage.setItem(VERIFICATION_KEYS.email, email);
    const expiry = expiresAt ?? new Date(Date.now() + VERIFICATION_VALIDITY_MS).toISOString();
    localStorage.setItem(VERIFICATION_KEYS.expiry, expiry);
  },
  email: () => localStorage.getItem(VERIFICATION_KEYS.email),
  /** Epoch milliseconds, or null when nothing valid is stored. */
  expiry(): number | null {
    const raw = localStorage.getItem(VERIFICATION_KEYS.expiry);
    const at = raw ? Date.parse(raw) : NaN;
    return Number.isNaN(at) ? null : at;
  },
  markVerified: () => localStorage.setItem(VERIFICATION_KEYS.verified, 'true'),
};
