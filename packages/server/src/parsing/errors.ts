/**
 * The only failures a parse can report. Each carries the message the user sees; anything
 * unexpected is mapped to `unreadable` so internals never leak into the UI.
 */
export type ParseFailureCode =
  | 'unsupported'
  | 'encrypted'
  | 'no_text'
  | 'unreadable'
  | 'too_large'
  | 'timeout'
  | 'out_of_memory'
  | 'empty'
  | 'cancelled';

export const FAILURE_MESSAGES: Record<ParseFailureCode, string> = {
  unsupported: 'This file is not a PDF, DOCX, TXT, FDX or Fountain script',
  encrypted: 'This file is password-protected',
  no_text: 'This PDF has no text layer — it looks scanned',
  unreadable: 'This file is damaged and cannot be read',
  too_large: 'This file expands to more than the allowed size — it cannot be processed',
  timeout: 'processing timed out',
  out_of_memory: 'processing ran out of memory',
  empty: 'No screenplay text was found in this file',
  cancelled: 'The document was deleted while it was being processed',
};

export class ParseError extends Error {
  constructor(
    readonly code: ParseFailureCode,
    message: string = FAILURE_MESSAGES[code],
  ) {
    super(message);
    this.name = 'ParseError';
  }
}

export const toParseError = (error: unknown): ParseError =>
  error instanceof ParseError ? error : new ParseError('unreadable');
