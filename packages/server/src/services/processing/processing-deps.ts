/**
 * What processing needs, in its own file: the processing service and its transaction step
 * (charge-and-write.ts) both take it, and neither imports the other for it.
 */
import type { StoragePort } from '../../adapters/storage/storage-port';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { ParsePool } from '../../parsing/child/pool';
import type { ActivityLog } from '../activities/activity-log';
import type { AssignmentsDal } from '../casting/assignments-dal';
import type { CreditLedger } from '../credits/credit-ledger';
import type { LinesDal } from '../lines/lines-dal';
import type { DocumentEvents } from '../documents/document-events';
import type { DocumentsDal } from '../documents/documents-dal';
import type { DocumentWork } from '../documents/document-work';
import type { ParseCache } from '../documents/parse-cache';
import type { ParseFn } from '../documents/stored-parse';

export type ProcessingDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<
    DocumentsDal,
    'findOwned' | 'findById' | 'lock' | 'update' | 'linesChanged' | 'voicesChanged' | 'retitle'
  >;
  lines: Pick<LinesDal, 'removeAll' | 'insertAll' | 'list'>;
  assignments: Pick<AssignmentsDal, 'map' | 'save'>;
  credits: Pick<CreditLedger, 'charge'>;
  storage: Pick<StoragePort, 'read' | 'delete'>;
  events: DocumentEvents;
  parse: ParseFn;
  /** This process's work per document, so that deleting one stops its parse (check 42). */
  work?: Pick<DocumentWork, 'begin'>;
  /** A quote's parse of the same stored file, taken instead of parsing it again. */
  parsed?: Pick<ParseCache, 'take'>;
  /** Parse children run at once, started round-robin by user (security check 43). */
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
