import type { StoragePort } from '../../adapters/storage/storage-port';
import type { DocumentRow } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { ParseOutcome } from '../../parsing/child/protocol';

export type ParseFn = (bytes: Uint8Array, fileName: string) => Promise<ParseOutcome>;

export type StoredParseDeps = {
  storage: Pick<StoragePort, 'read'>;
  parse: ParseFn;
  logger: Logger;
};

/** Parses a document's stored file (in the parse child: check 36); logs a refusal's code only. */
export async function parseStored(
  deps: StoredParseDeps,
  doc: Pick<DocumentRow, 'id' | 'storageKey' | 'fileName'>,
): Promise<ParseOutcome> {
  const outcome = await deps.parse(
    new Uint8Array(await deps.storage.read(doc.storageKey)),
    doc.fileName,
  );
  // The code only: a script's content never reaches the log.
  if (!outcome.ok)
    deps.logger.info({ documentId: doc.id, code: outcome.code }, 'script could not be parsed');
  return outcome;
}
