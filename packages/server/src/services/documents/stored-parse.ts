import { DOCUMENT_MESSAGES } from '@castmyscript/api/contract';

import type { StoragePort } from '../../adapters/storage/storage-port';
import type { DocumentRow } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { ParseOutcome } from '../../parsing/child/protocol';
import { ServiceError } from '../service-error';
import type { DocumentWork } from './document-work';

/** `signal` aborts when the document is deleted: the parse stops (check 42). */
export type ParseFn = (
  bytes: Uint8Array,
  fileName: string,
  signal?: AbortSignal,
) => Promise<ParseOutcome>;

export type StoredParseDeps = {
  storage: Pick<StoragePort, 'read'>;
  parse: ParseFn;
  logger: Logger;
  /** This process's work per document, so that deleting one stops its parse (check 42). */
  work?: Pick<DocumentWork, 'begin'>;
};

/** Parses a document's stored file (in the parse child: check 36); logs a refusal's code only. */
export async function parseStored(
  deps: StoredParseDeps,
  doc: Pick<DocumentRow, 'id' | 'storageKey' | 'fileName'>,
): Promise<ParseOutcome> {
  const work = deps.work?.begin(doc.id);
  const outcome = await deps
    .parse(new Uint8Array(await deps.storage.read(doc.storageKey)), doc.fileName, work?.signal)
    .finally(() => work?.end());
  // Deleted while it was parsed: the child was killed; the caller answers as for any gone document.
  if (work?.signal.aborted) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
  // The code only: a script's content never reaches the log.
  if (!outcome.ok)
    deps.logger.info({ documentId: doc.id, code: outcome.code }, 'script could not be parsed');
  return outcome;
}
