import { DOCUMENT_MESSAGES, type DocumentStatusData } from '@castmyscript/api/contract';

import type { QueuePort } from '../../adapters/queue/queue-port';
import type { StoragePort } from '../../adapters/storage/storage-port';
import type { Database, Tx } from '../../db/database';
import type { DocumentRow, UserRow } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { ParseOutcome } from '../../parsing/child/protocol';
import {
  creditsShort,
  processingCompleted,
  processingFailed,
} from '../activities/activity-entries';
import type { ActivityLog } from '../activities/activity-log';
import type { CreditLedger } from '../credits/credit-ledger';
import type { ScenesDal } from '../scenes/scenes-dal';
import { ServiceError } from '../service-error';
import { DocumentError } from './document-errors';
import type { DocumentEvents } from './document-events';
import type { DocumentsDal } from './documents-dal';
import { toStatus } from './documents-fns';

/**
 * Processing a confirmed script (spec 2 §4, ARCHITECTURE §5, §7; SECURITY-CHECKS 31, 32, 37).
 *
 * `process` parses the file in the child process first, because the charge is its page count;
 * a file the parser cannot read fails there and costs nothing. Then, in one transaction under
 * the document's row lock, it charges the pages (ledger key = document id, so never twice) and
 * moves the document to pending; the job that writes the lines is enqueued after the commit.
 * The parse result waits in storage beside the file, so the job does not parse again. A job
 * that fails for good sets status error and refunds in one transaction, so exactly once.
 */
export const PARSE_QUEUE = 'documents.parse';
const INTERNAL_FAILURE = 'Processing failed on our side. Please upload the script again.';

export type ParseFn = (bytes: Uint8Array, fileName: string) => Promise<ParseOutcome>;

export type ProcessingDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<
    DocumentsDal,
    'findOwned' | 'findById' | 'lock' | 'update' | 'idsWithStatus' | 'linesChanged'
  >;
  scenes: Pick<ScenesDal, 'removeAll' | 'insertAll'>;
  credits: Pick<CreditLedger, 'charge' | 'refund'>;
  storage: StoragePort;
  queue: Pick<QueuePort, 'enqueue' | 'work'>;
  events: DocumentEvents;
  parse: ParseFn;
  logger: Logger;
  now: () => number;
  /** The Dashboard Overview's log: outcomes are recorded in the transaction that decides them. */
  activities?: Pick<ActivityLog, 'record'>;
};

/** The parse result kept between `process` and the job; deleted once the lines are written. */
export const resultKey = (doc: Pick<DocumentRow, 'storageKey'>) => `${doc.storageKey}-parsed`;

type Started =
  | { kind: 'gone' }
  | { kind: 'unchanged' | 'started'; row: DocumentRow }
  | { kind: 'insufficient'; row: DocumentRow; needed: number; available: number };

export function createProcessingService(deps: ProcessingDeps) {
  const { storage, events } = deps;
  const db = deps.database.db;
  const stamp = () => new Date(deps.now());

  const enqueue = (documentId: string) =>
    deps.queue.enqueue(
      PARSE_QUEUE,
      { documentId },
      { idempotencyKey: `${PARSE_QUEUE}:${documentId}` },
    );

  // One parse per document at a time in this process: a double click waits for the first.
  const parsing = new Map<string, Promise<ParseOutcome>>();
  function parsed(doc: DocumentRow): Promise<ParseOutcome> {
    let running = parsing.get(doc.id);
    if (!running) {
      running = parseOnce(doc).finally(() => parsing.delete(doc.id));
      parsing.set(doc.id, running);
    }
    return running;
  }

  /** The kept result, or a fresh parse of the stored file (kept for next time when it succeeds). */
  async function parseOnce(doc: DocumentRow): Promise<ParseOutcome> {
    const kept = resultKey(doc);
    if (await storage.stat(kept)) {
      return { ok: true, result: JSON.parse((await storage.read(kept)).toString('utf8')) };
    }
    const outcome = await deps.parse(
      new Uint8Array(await storage.read(doc.storageKey)),
      doc.fileName,
    );
    if (outcome.ok) {
      await storage.write(kept, Buffer.from(JSON.stringify(outcome.result)), 'application/json');
    } else {
      // The code only: a script's content never reaches the log.
      deps.logger.info({ documentId: doc.id, code: outcome.code }, 'script could not be parsed');
    }
    return outcome;
  }

  /** Moves `id` to `status` when it is still in one of `from`; runs `extra` in the same transaction. */
  async function transition(
    id: string,
    from: DocumentRow['status'][],
    values: Partial<DocumentRow>,
    extra?: (tx: Tx, row: DocumentRow) => Promise<void>,
  ): Promise<DocumentRow | undefined> {
    const row = await db.transaction(async (tx) => {
      const current = await deps.documents.lock(tx, id);
      if (!current || !from.includes(current.status)) return undefined;
      await extra?.(tx, current);
      return deps.documents.update(id, { ...values, updatedAt: stamp() }, tx);
    });
    if (row) events.publish(toStatus(row));
    return row;
  }

  /** Fails a charged document for good and gives its pages back, both at once (check 32). */
  async function fail(id: string, message: string): Promise<void> {
    const row = await transition(
      id,
      ['pending', 'processing'],
      { status: 'error', message },
      async (tx, doc) => {
        await deps.credits.refund(doc.userId, doc.id, tx);
        const refunded = (doc.chargedPages ?? 0) > 0;
        await deps.activities?.record(doc.userId, processingFailed(doc, message, refunded), tx);
      },
    );
    if (row) await storage.delete(resultKey(row)).catch(() => undefined);
  }

  async function charge(doc: DocumentRow, pages: number): Promise<Started> {
    return db.transaction(async (tx): Promise<Started> => {
      const row = await deps.documents.lock(tx, doc.id);
      if (!row) return { kind: 'gone' };
      // Someone else (a double click) got here first: their outcome stands.
      if (row.status !== 'uploaded' && row.status !== 'payment_required')
        return { kind: 'unchanged', row };
      const result = await deps.credits.charge(row.userId, pages, row.id, `document:${row.id}`, tx);
      if (result.outcome === 'insufficient') {
        const updated = await deps.documents.update(
          row.id,
          {
            status: 'payment_required',
            message: DOCUMENT_MESSAGES.insufficientCredits,
            pageCount: pages,
            updatedAt: stamp(),
          },
          tx,
        );
        await deps.activities?.record(
          row.userId,
          creditsShort(row, result.needed, result.available),
          tx,
        );
        return {
          kind: 'insufficient',
          row: updated,
          needed: result.needed,
          available: result.available,
        };
      }
      const updated = await deps.documents.update(
        row.id,
        {
          status: 'pending',
          message: null,
          pageCount: pages,
          chargedPages: result.monthly + result.paygo,
          updatedAt: stamp(),
        },
        tx,
      );
      return { kind: 'started', row: updated };
    });
  }

  /** Answers for a document whose processing already began or ended; never charges. */
  async function current(row: DocumentRow): Promise<DocumentStatusData> {
    if (row.status === 'pending' || row.status === 'processing') await enqueue(row.id);
    if (row.status === 'error') {
      throw new DocumentError('unprocessable', row.message ?? INTERNAL_FAILURE, toStatus(row));
    }
    return toStatus(row);
  }

  async function process(user: UserRow, documentId: string): Promise<DocumentStatusData> {
    const doc = await deps.documents.findOwned(user.id, documentId);
    if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    if (!doc.confirmedAt) throw new ServiceError('conflict', DOCUMENT_MESSAGES.notConfirmed);
    if (doc.status !== 'uploaded' && doc.status !== 'payment_required') return current(doc);

    const outcome = await parsed(doc);
    if (!outcome.ok) {
      const row = await transition(
        doc.id,
        ['uploaded', 'payment_required'],
        { status: 'error', message: outcome.message },
        async (tx, current) => {
          await deps.activities?.record(
            current.userId,
            processingFailed(current, outcome.message),
            tx,
          );
        },
      );
      throw new DocumentError('unprocessable', outcome.message, row ? toStatus(row) : undefined);
    }
    const started = await charge(doc, Math.max(1, outcome.result.pageCount));
    if (started.kind === 'gone') {
      // Deleted while it was being parsed.
      await storage.delete(resultKey(doc)).catch(() => undefined);
      throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    }
    if (started.kind === 'unchanged') return current(started.row);
    events.publish(toStatus(started.row));
    if (started.kind === 'insufficient') {
      throw new DocumentError('payment_required', DOCUMENT_MESSAGES.insufficientCredits, {
        ...toStatus(started.row),
        needed: started.needed,
        available: started.available,
      });
    }
    await enqueue(doc.id);
    return toStatus(started.row);
  }

  /** The parse job: writes the lines in one transaction and completes the document. Idempotent. */
  async function runJob(documentId: string, attempt: number, maxAttempts: number): Promise<void> {
    const doc = await deps.documents.findById(documentId);
    if (!doc || (doc.status !== 'pending' && doc.status !== 'processing')) return;
    try {
      await transition(doc.id, ['pending'], { status: 'processing' });
      const outcome = await parsed(doc);
      if (!outcome.ok) return fail(doc.id, outcome.message);
      const done = await transition(
        doc.id,
        ['processing'],
        { status: 'completed', message: null, completedAt: stamp() },
        async (tx) => {
          // A re-run replaces what an interrupted run may have written.
          await deps.scenes.removeAll(tx, doc.id);
          await deps.scenes.insertAll(
            tx,
            doc.id,
            outcome.result.lines.map((line, index) => ({
              sceneIndex: index,
              actor: line.actor,
              dialog: line.dialog,
              kind: line.kind,
              direction: line.direction ?? null,
            })),
            stamp(),
          );
          await deps.documents.linesChanged(tx, doc.id);
          await deps.activities?.record(
            doc.userId,
            processingCompleted(doc, outcome.result.lines.length),
            tx,
          );
        },
      );
      // Completed, or deleted meanwhile: either way the kept result has served.
      if (done || !(await deps.documents.findById(doc.id))) {
        await storage.delete(resultKey(doc)).catch(() => undefined);
      }
    } catch (err) {
      // Retried by the queue; after the last attempt the document fails and is refunded.
      if (attempt >= maxAttempts) await fail(doc.id, INTERNAL_FAILURE);
      throw err;
    }
  }

  return {
    process,

    async status(user: UserRow, documentId: string): Promise<DocumentStatusData> {
      const doc = await deps.documents.findOwned(user.id, documentId);
      if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
      return toStatus(doc);
    },

    /** Registers the job handler and re-enqueues work a crash left between commit and enqueue. */
    async start(concurrency = 2): Promise<void> {
      deps.queue.work<{ documentId: string }>(
        PARSE_QUEUE,
        (payload, job) => runJob(payload.documentId, job.attempt, job.maxAttempts),
        { concurrency },
      );
      for (const id of await deps.documents.idsWithStatus(['pending', 'processing']))
        await enqueue(id);
    },
  };
}

export type ProcessingService = ReturnType<typeof createProcessingService>;
