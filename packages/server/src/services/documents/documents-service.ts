import {
  DOCUMENT_MESSAGES,
  type DocumentChangesData,
  type DocumentData,
  DOCUMENT_STEPS,
  type DocumentSummary,
} from '@castmyscript/api/contract';

import type { StoragePort } from '../../adapters/storage/storage-port';
import type { Database, Tx } from '../../db/database';
import type { DocumentRow, UserRow } from '../../db/schema';
import type { CreditLedger } from '../credits/credit-ledger';
import { notes } from '../credits/ledger-notes';
import { ServiceError } from '../service-error';
import type { DocumentsDal } from './documents-dal';
import {
  completedSteps,
  scriptUploadKey,
  type StepProbe,
  toDocumentData,
  toSummary,
} from './documents-fns';

/**
 * The process list, completed steps and deletion ("Process list resume", §7). Later
 * workflow steps (voices) plug in as `StepProbe`s so this file does not depend on them.
 */
export type DocumentsDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<DocumentsDal, 'findOwned' | 'listOwned' | 'lock' | 'remove' | 'retitle'>;
  credits: Pick<CreditLedger, 'refund' | 'documentPages'>;
  /**
   * The words each changed line had in the draft before (the lines DAL's `changedFrom`), given
   * as a function: the lines' folder depends on documents, not the other way.
   */
  lines: { changedFrom(documentId: string): Promise<{ lineId: string; oldText: string }[]> };
  /** Drafts: the previous draft's in-app edits this draft's file lacks (drafts/carry-over). */
  carryOver: (documentId: string) => Promise<DocumentChangesData['carry_over']>;
  storage: Pick<StoragePort, 'delete'>;
  steps?: StepProbe[];
  /** How long a processed script's read runs: measured, else estimated. */
  runtime?: (doc: DocumentRow) => Promise<{ seconds: number; measured: boolean }>;
  /** Other files stored for a document (generated audio), deleted with it. */
  filesOf?: (documentId: string, tx: Tx) => Promise<string[]>;
  /** Stops the document's queued and running work (parse, audio) once its delete committed. */
  cancelWork?: (documentId: string) => Promise<void>;
};

export function createDocumentsService(deps: DocumentsDeps) {
  const order = (p: StepProbe) => DOCUMENT_STEPS.indexOf(p.step);
  const probes = [...(deps.steps ?? [])].sort((a, b) => order(a) - order(b));

  async function owned(user: UserRow, id: string): Promise<DocumentRow> {
    const doc = await deps.documents.findOwned(user.id, id);
    if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    return doc;
  }

  return {
    /** Newest first. */
    async list(user: UserRow): Promise<DocumentSummary[]> {
      const rows = await deps.documents.listOwned(user.id);
      const summaries: DocumentSummary[] = [];
      // One after another: each reads a script's lines, and the database may be one connection.
      for (const row of rows) {
        const summary = toSummary(row);
        if (row.status === 'completed' && deps.runtime) {
          const { seconds, measured } = await deps.runtime(row);
          Object.assign(summary, { runtime_s: seconds, runtime_measured: measured });
        }
        summaries.push(summary);
      }
      return summaries;
    },

    /** GET documents/{id}: the document with its place among its script's drafts. */
    async get(user: UserRow, id: string): Promise<DocumentData> {
      const doc = await owned(user, id);
      // What the document's ledger entries took: the one number the user can check against them.
      return { ...toDocumentData(doc), pages_charged: -(await deps.credits.documentPages(doc.id)) };
    },

    /**
     * PATCH documents/{id} { title }: renames the script — every draft of it — as the writer's own
     * name, which later title pages leave alone. The title arrives trimmed and checked (contract).
     */
    async rename(user: UserRow, id: string, title: string): Promise<DocumentData> {
      const doc = await owned(user, id);
      await deps.database.db.transaction((tx) =>
        deps.documents.retitle(user.id, doc.scriptId ?? doc.id, title, true, tx),
      );
      return this.get(user, id);
    },

    /**
     * GET documents/{id}/changes: the lines this draft removed, as they read before, and the
     * words each line it changed had in the draft before.
     */
    async changes(user: UserRow, id: string): Promise<DocumentChangesData> {
      const doc = await owned(user, id);
      return {
        changes: doc.changes ?? null,
        removed: (doc.removedLines ?? []).map((l) => ({
          actor: l.actor,
          dialog: l.dialog,
          kind: l.kind,
          previous_index: l.previousIndex,
        })),
        changed: (await deps.lines.changedFrom(doc.id)).map((l) => ({
          scene_id: l.lineId,
          old_text: l.oldText,
        })),
        carry_over: doc.draftOf ? await deps.carryOver(doc.id) : [],
      };
    },

    async steps(user: UserRow, id: string): Promise<string[]> {
      return completedSteps(await owned(user, id), probes);
    },

    /**
     * The row (its lines go with it, by cascade), then its work is stopped and its files deleted
     * once the delete committed (check 42). A document an earlier version left charged but
     * unparsed gets its pages back: it never will be.
     */
    async remove(user: UserRow, id: string): Promise<void> {
      const doc = await owned(user, id);
      const extra = await deps.database.db.transaction(async (tx) => {
        const row = await deps.documents.lock(doc.id, tx);
        if (!row) return [];
        if (row.status === 'pending' || row.status === 'processing') {
          await deps.credits.refund(row.userId, row.id, tx, (n) => notes.deleted(n, row.id));
        }
        // Listed under the row's lock, before the rows that name them go with the document: a
        // file recorded after this waits on the lock and then finds the document gone.
        const files = (await deps.filesOf?.(row.id, tx)) ?? [];
        await deps.documents.remove(row.id, tx);
        return files;
      });
      await deps.cancelWork?.(doc.id);
      await Promise.all([
        deps.storage.delete(doc.storageKey),
        // The spent upload key's marker (the same key as above while unconfirmed).
        deps.storage.delete(scriptUploadKey(doc.userId, doc.id)),
        ...extra.map((key) => deps.storage.delete(key)),
      ]);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
