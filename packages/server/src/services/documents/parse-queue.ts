import type { StoragePort } from '../../adapters/storage/storage-port';
import type { Database } from '../../db/database';
import type { DocumentRow } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { ParsePool } from '../../parsing/child/pool';
import type { ParseOutcome } from '../../parsing/child/protocol';
import type { DocumentsDal } from './documents-dal';

export type ParseFn = (bytes: Uint8Array, fileName: string) => Promise<ParseOutcome>;

export type ParseQueueDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<DocumentsDal, 'lock' | 'update'>;
  storage: Pick<StoragePort, 'read'>;
  pool: Pick<ParsePool, 'run'>;
  parse: ParseFn;
  logger: Logger;
  now: () => number;
  /** How often a waiting or parsing document's claim is renewed: well under its stale age. */
  claimRefreshMs: number;
};

/**
 * A claimed document's parse, through the parse pool (SECURITY-CHECKS 43). The document is
 * `processing` from the moment it queues, so the user sees it under way. Its claim is renewed
 * while it waits and parses: only a claim whose process died goes stale, never one that is
 * merely queued behind others (the take-over rule in processing-service.ts). The file is read
 * when the parse starts, so waiting files hold no memory.
 */
export async function parseStored(deps: ParseQueueDeps, doc: DocumentRow): Promise<ParseOutcome> {
  const outcome = await parseQueued(deps, doc);
  // The code only: a script's content never reaches the log.
  if (!outcome.ok)
    deps.logger.info({ documentId: doc.id, code: outcome.code }, 'script could not be parsed');
  return outcome;
}

async function parseQueued(deps: ParseQueueDeps, doc: DocumentRow): Promise<ParseOutcome> {
  const renew = setInterval(() => {
    renewClaim(deps, doc.id).catch((error: unknown) =>
      deps.logger.warn({ documentId: doc.id, err: error }, 'could not renew a processing claim'),
    );
  }, deps.claimRefreshMs);
  try {
    return await deps.pool.run(doc.userId, doc.id, async () =>
      deps.parse(new Uint8Array(await deps.storage.read(doc.storageKey)), doc.fileName),
    );
  } finally {
    clearInterval(renew);
  }
}

async function renewClaim(deps: ParseQueueDeps, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = await deps.documents.lock(tx, id);
    if (row?.status === 'processing') {
      await deps.documents.update(id, { updatedAt: new Date(deps.now()) }, tx);
    }
  });
}
