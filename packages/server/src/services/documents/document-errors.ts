/**
 * Outcomes of processing the client must tell apart but the shared ServiceError kinds do not
 * cover: 402 (not enough page credits) and 422 (a file the parser cannot read). The routes map
 * them to those status codes; `data` is the document's status as the status call gives it.
 */
export class DocumentError extends Error {
  constructor(
    readonly kind: 'payment_required' | 'unprocessable',
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'DocumentError';
  }
}
