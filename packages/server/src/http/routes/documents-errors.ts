import { DocumentError } from '../../services/documents/document-errors';
import { HttpError } from '../envelope';

/** 402 for not enough credits, 422 for a file the parser cannot read. */
export async function documentCall<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof DocumentError) {
      throw new HttpError(err.kind === 'payment_required' ? 402 : 422, err.message, err.data);
    }
    throw err;
  }
}
