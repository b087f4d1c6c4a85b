import { DOCUMENT_MESSAGES } from '@castmyscript/api/contract';

import type { StoragePort } from '../../adapters/storage/storage-port';
import type { Database } from '../../db/database';
import type { DocumentRow } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { ParsePool } from '../../parsing/child/pool';
import type { ParseOutcome } from '../../parsing/child/protocol';
import { ServiceError } from '../service-error';
import type { DocumentWork } from './document-work';
import type { DocumentsDal } from './documents-dal';

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
  /** Parse children run at once, started round-robin by user (security check 43). */
  pool: Pick<ParsePool, 'run' | 'drop'>;
  /** This process's work per document, so that deleting one stops its parse (check 42). */
  work?: Pick<DocumentWork, 'begin'>;
};

/** What renews a processing claim while its parse waits and runs. */
export type ClaimRenewal = {
  database: Pick<Database, 'db'>;
  documents: Pick<DocumentsDal, 'lock' | 'update'>;
  now: () => number;
  everyMs: number;
};

/**
 * A document's stored file parsed in a child of the parse pool (checks 36, 43). A claim being
 * processed is renewed while it waits and parses: only a claim whose process died goes stale,
 * never one queued behind others (the take-over rule in services/processing/processing-service.ts).
 * The file is read
 * when the parse starts, so waiting files hold no memory. Deleting the document drops it from
 * the queue or kills its child; the caller then answers as for any gone document.
 */
export async function parseStored(
  deps: StoredParseDeps,
  doc: Pick<DocumentRow, 'id' | 'userId' | 'storageKey' | 'fileName'>,
  renewal?: ClaimRenewal,
): Promise<ParseOutcome> {
  const work = deps.work?.begin(doc.id);
  const dequeue = () => deps.pool.drop(doc.id);
  work?.signal.addEventListener('abort', dequeue, { once: true });
  const renew =
    renewal && setInterval(() => renewClaim(renewal, doc.id, deps.logger), renewal.everyMs);
  let outcome: ParseOutcome;
  try {
    outcome = await deps.pool.run(doc.userId, doc.id, async () =>
      deps.parse(
        new Uint8Array(await deps.storage.read(doc.storageKey)),
        doc.fileName,
        work?.signal,
      ),
    );
  } catch (error) {
    if (!work?.signal.aborted) throw error;
    outcome = { ok: false, code: 'cancelled', message: DOCUMENT_MESSAGES.notFound };
  } finally {
    clearInterval(renew);
    work?.signal.removeEventListener('abort', dequeue);
    work?.end();
  }
  if (work?.signal.aborted) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
  // The code only: a script's content never reaches the log.
  if (!outcome.ok)
    deps.logger.info({ documentId: doc.id, code: outcome.code }, 'script could not be parsed');
  // Which uploads miss the fast PDF reader, and why: what to teach it next.
  else if (outcome.result.pdfFallback)
    deps.logger.info(
      { documentId: doc.id, reason: outcome.result.pdfFallback },
      'PDF read by pdf.js',
    );
  return outcome;
}

function renewClaim(renewal: ClaimRenewal, id: string, logger: Logger): void {
  renewal.database.db
    .transaction(async (tx) => {
      const row = await renewal.documents.lock(id, tx);
      if (row?.status === 'processing')
        await renewal.documents.update(id, { updatedAt: new Date(renewal.now()) }, tx);
    })
    .catch((error: unknown) =>
      logger.warn({ documentId: id, err: error }, 'could not renew a processing claim'),
    );
}
