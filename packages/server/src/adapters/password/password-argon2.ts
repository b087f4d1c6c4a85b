import { randomBytes } from 'node:crypto';

import { hash, hashSync, verify } from '@node-rs/argon2';

import type { PasswordHasher } from './password-port';

/**
 * argon2id with OWASP's minimum (m=19456 KiB, t=2, p=1 — the library defaults, spelled out so a
 * library upgrade cannot lower them). The whole password is hashed: no truncation, and the
 * 128-character bound is enforced by validation before it gets here.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function createArgon2Hasher(): PasswordHasher {
  // Made once at start (~50 ms) so an unknown email costs the same verify as a wrong password.
  const dummyHash = hashSync(randomBytes(32).toString('base64url'), OPTIONS);
  return {
    hash: (password) => hash(password, OPTIONS),
    async verify(stored, password) {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    dummyHash,
    params: `m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}`,
  };
}
