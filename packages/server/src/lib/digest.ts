import { createHash } from 'node:crypto';

/** SHA-256 in hex: what is stored of a token, so a database leak yields no usable token. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
