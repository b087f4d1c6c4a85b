import { DOCUMENT_MESSAGES, type DocumentStatusData } from '@castmyscript/api/contract';

import type { DocumentRow, UserRow } from '../../db/schema';
import { processingFailed } from '../activities/activity-entries';
import { ServiceError } from '../service-error';
import { DocumentError } from '../documents/document-errors';
import { toStatus } from '../documents/documents-fns';
import { chargeAndWrite, type Finished } from './charge-and-write';
import type { ProcessingDeps } from './processing-deps';
import { parseKey } from '../documents/parse-cache';
import { createPendingLimit } from '../documents/pending-limit';
import { parseStored } from '../documents/stored-parse';

/**
 * Processing a confirmed script (security checks 31, 32, 37), in
 * one pass within the process call: the document is claimed (`processing`), its file parsed once
 * in the child process, and then ONE transaction under the document's row lock charges its pages
 * and writes its lines (docs/decisions.md, "Processing in one pass"). A file the parser cannot
 * read fails before anything is charged; a failure inside the transaction charges nothing. No
 * state has pages paid and lines missing, so nothing is resumed, refunded or parked in storage.
 */
const INTERNAL_FAILURE = 'Processing failed on our side. Please upload the script again.';

export type { ParseFn } from '../documents/stored-parse';

export type { ProcessingDeps } from './processing-deps';

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
    const row = await deps.documents.lock(id, tx);
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
    const current = await deps.documents.lock(doc.id, tx);
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
