import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type SecretName = 'jwtSecret' | 'fileUrlSecret';

/**
 * Secrets the embedded default generates on first start. They are kept in DATA_DIR so a restart
 * keeps sessions and signed URLs valid; the file is readable by the owner only.
 */
export function loadOrCreateSecret(dataDir: string, name: SecretName): string {
  const file = join(dataDir, 'secrets.json');
  const secrets: Partial<Record<SecretName, string>> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  const existing = secrets[name];
  if (existing) return existing;
  const value = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  // Write then rename so a crash never leaves a half-written secrets file behind.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ ...secrets, [name]: value }, null, 2), { mode: 0o600 });
  renameSync(tmp, file);
  return value;
}
