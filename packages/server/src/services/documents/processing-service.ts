import { DOCUMENT_MESSAGES, type DocumentStatusData } from '@castmyscript/api/contract';

import type { StoragePort } from '../../adapters/storage/storage-port';
import type { Database } from '../../db/database';
import type { DocumentRow, UserRow } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { ParsePool } from '../../parsing/child/pool';
import { processingFailed } from '../activities/activity-entries';
import type { ActivityLog } from '../activities/activity-log';
import type { CreditLedger } from '../credits/credit-ledger';
import type { AssignmentsDal } from '../casting/assignments-dal';
import type { ScenesDal } from '../scenes/scenes-dal';
import { ServiceError } from '../service-error';
import { DocumentError } from './document-errors';
import type { DocumentEvents } from './document-events';
import type { DocumentsDal } from './documents-dal';
import type { DocumentWork } from './document-work';
import { toStatus } from './documents-fns';
import { chargeAndWrite, type Finished } from './charge-and-write';
import { type ParseCache, parseKey } from './parse-cache';
import { createPendingLimit } from './pending-limit';
import { type ParseFn, parseStored } from './stored-parse';

/**
 * Processing a confirmed script (spec 2 §4, ARCHITECTURE §5, §7; SECURITY-CHECKS 31, 32, 37), in
 * one pass within the process call: the document is claimed (`processing`), its file parsed once
 * in the child process, and then ONE transaction under the document's row lock charges its pages
 * and writes its lines (docs/decisions.md, "Processing in one pass"). A file the parser cannot
 * read fails before anything is charged; a failure inside the transaction charges nothing. No
 * state has pages paid and lines missing, so nothing is resumed, refunded or parked in storage.
 */
const INTERNAL_FAILURE = 'Processing failed on our side. Please upload the script again.';

export type { ParseFn } from './stored-parse';

export type ProcessingDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<
    DocumentsDal,
    'findOwned' | 'findById' | 'lock' | 'update' | 'linesChanged' | 'voicesChanged' | 'retitle'
  >;
  scenes: Pick<ScenesDal, 'removeAll' | 'insertAll' | 'list'>;
  assignments: Pick<AssignmentsDal, 'map' | 'save'>;
  credits: Pick<CreditLedger, 'charge'>;
  storage: Pick<StoragePort, 'read' | 'delete'>;
  events: DocumentEvents;
  parse: ParseFn;
  /** This process's work per document, so that deleting one stops its parse (check 42). */
  work?: Pick<DocumentWork, 'begin'>;
  /** A quote's parse of the same stored file, taken instead of parsing it again. */
  parsed?: Pick<ParseCache, 'take'>;
  /** Parse children run at once, started round-robin by user (SECURITY-CHECKS 43). */
  pool: Pick<ParsePool, 'run' | 'drop'>;
  /** Runs one user may have queued or parsing here; one more is refused with 429. */
  maxPendingPerUser: number;
  /** How often a queued or parsing claim is renewed; a third of `staleAfterMs` by default. */
  claimRefreshMs?: number;
  logger: Logger;
  now: () => number;
  /** How long a `processing` status outlives its run: longer than a parse may take. */
  staleAfterMs: number;
  /** The Dashboard Overview's log: outcomes are recorded in the transaction that decides them. */
  activities?: Pick<ActivityLog, 'record'>;
};

/** Statuses a document is processed from; `payment_required` once the user has bought pages. */
const WAITING: DocumentRow['status'][] = ['uploaded', 'payment_required'];
/**
 * Statuses of work under way. Found older than `staleAfterMs`, the process that held them is
 * gone (a crash mid-parse; versions that charged before writing lines left `pending`), so the
 * next `process` starts over — the charge's ledger key keeps that from charging twice.
 */
const UNDER_WAY: DocumentRow['status'][] = ['pending', 'processing'];

export function createProcessingService(deps: ProcessingDeps) {
  // One run per document at a time in this process: a double click waits for the first's answer.
  const running = new Map<string, Promise<DocumentStatusData>>();
  const pending = createPendingLimit(deps.maxPendingPerUser);

  return {
    async process(user: UserRow, documentId: string): Promise<DocumentStatusData> {
      const doc = await owned(deps, user, documentId);
      if (!doc.confirmedAt) throw new ServiceError('conflict', DOCUMENT_MESSAGES.notConfirmed);
      const joined = running.get(doc.id);
      if (joined) return joined;
      if (!startable(deps, doc)) return settled(doc);
      // Counted in the same synchronous step as the run is registered: no await between them.
      pending.enter(user.id);
      const run = processDocument(deps, doc).finally(() => {
        running.delete(doc.id);
        pending.leave(user.id);
      });
      running.set(doc.id, run);
      return run;
    },

    async status(user: UserRow, documentId: string): Promise<DocumentStatusData> {
      return toStatus(await owned(deps, user, documentId));
    },
  };
}

export type ProcessingService = ReturnType<typeof createProcessingService>;

function startable(deps: ProcessingDeps, row: DocumentRow): boolean {
  if (WAITING.includes(row.status)) return true;
  return UNDER_WAY.includes(row.status) && deps.now() - row.updatedAt.getTime() > deps.staleAfterMs;
}

async function owned(deps: ProcessingDeps, user: UserRow, id: string): Promise<DocumentRow> {
  const doc = await deps.documents.findOwned(user.id, id);
  if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
  return doc;
}

/** Claims the document, parses it once, then charges and writes its lines in one transaction. */
async function processDocument(
  deps: ProcessingDeps,
  doc: DocumentRow,
): Promise<DocumentStatusData> {
  const claimed = await moveIf(deps, doc.id, (row) => startable(deps, row), {
    status: 'processing',
    message: null,
  });
  if (claimed.kind === 'gone') throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
  if (claimed.kind === 'unchanged') return settled(claimed.row);
  try {
    const outcome = await (deps.parsed?.take(parseKey(doc)) ??
      parseStored(deps, doc, {
        ...deps,
        everyMs: deps.claimRefreshMs ?? deps.staleAfterMs / 3,
      }));
    if (!outcome.ok) return await failParse(deps, doc, outcome.message);
    const finished = await chargeAndWrite(deps, doc.id, outcome.result);
    if (finished.kind === 'gone') throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    if (finished.kind === 'unchanged') return settled(finished.row);
    deps.events.publish(toStatus(finished.row));
    if (finished.kind === 'insufficient') {
      throw new DocumentError('payment_required', DOCUMENT_MESSAGES.insufficientCredits, {
        ...toStatus(finished.row),
        needed: finished.needed,
        available: finished.available,
      });
    }
    return toStatus(finished.row);
  } catch (err) {
    // Our failure, not the file's: nothing was charged, so the document waits to be tried again.
    if (!(err instanceof ServiceError) && !(err instanceof DocumentError)) {
      await moveIf(deps, doc.id, (row) => row.status === 'processing', { status: 'uploaded' });
    }
    throw err;
  }
}

/** Under the row lock: applies `values` when `when` holds, and publishes the new status. */
async function moveIf(
  deps: ProcessingDeps,
  id: string,
  when: (row: DocumentRow) => boolean,
  values: Partial<DocumentRow>,
): Promise<Finished> {
  const moved = await deps.database.db.transaction(async (tx): Promise<Finished> => {
    const row = await deps.documents.lock(tx, id);
    if (!row) return { kind: 'gone' };
    if (!when(row)) return { kind: 'unchanged', row };
    const updated = await deps.documents.update(
      id,
      { ...values, updatedAt: new Date(deps.now()) },
      tx,
    );
    return { kind: 'completed', row: updated };
  });
  if (moved.kind === 'completed') deps.events.publish(toStatus(moved.row));
  return moved;
}

/** The answer for a document whose processing already ended; never charges. */
function settled(row: DocumentRow): DocumentStatusData {
  if (row.status === 'error') {
    throw new DocumentError('unprocessable', row.message ?? INTERNAL_FAILURE, toStatus(row));
  }
  return toStatus(row);
}

/**
 * A file the parser refused: status error with its message, nothing charged (check 37), and the
 * file deleted once that is committed: a refused file is not kept (check 41).
 */
async function failParse(deps: ProcessingDeps, doc: DocumentRow, message: string): Promise<never> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await deps.documents.lock(tx, doc.id);
    if (!current || current.status !== 'processing') return undefined;
    await deps.activities?.record(current.userId, processingFailed(current, message), tx);
    return deps.documents.update(
      current.id,
      { status: 'error', message, updatedAt: new Date(deps.now()) },
      tx,
    );
  });
  if (row) {
    deps.events.publish(toStatus(row));
    await deps.storage
      .delete(doc.storageKey)
      .catch((err) =>
        deps.logger.warn({ err, documentId: doc.id }, 'could not delete a refused script'),
      );
  }
  throw new DocumentError('unprocessable', message, row ? toStatus(row) : undefined);
}
