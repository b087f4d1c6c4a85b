/** Messages between the parse runner and its worker process (structured-clone IPC). */
import type { ParseFailureCode } from '../errors';
import type { ParseResult } from '../model';

export interface ParseRequest {
  bytes: Uint8Array;
  fileName?: string;
  /** Test-only misbehaviour, honoured only when NODE_ENV is 'test' (checks 36–37). */
  testHook?: 'hang' | 'allocate';
}

export type ParseOutcome =
  { ok: true; result: ParseResult } | { ok: false; code: ParseFailureCode; message: string };
