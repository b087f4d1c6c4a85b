import type { StoragePort } from '../../adapters/storage/storage-port';
import type { VoiceEngine } from '../../adapters/tts/tts-port';
import type { Database } from '../../db/database';
import type { AudioLine, StoredLine } from '../../db/schema';
import type { ActivityLog } from '../activities/activity-log';
import type { AssignmentsDal } from '../casting/assignments-dal';
import type { CreditLedger } from '../credits/credit-ledger';
import type { DocumentWork } from '../documents/document-work';
import type { DocumentsDal } from '../documents/documents-dal';
import type { LinesDal } from '../lines/lines-dal';
import type { PlannedLine } from './audio-fns';
import type { AudioDal } from './audio-dal';
import type { AudioJob } from './audio-job';

/** What the audio service is built from (composition/ wires it). */
export type AudioDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<
    DocumentsDal,
    'findOwned' | 'findById' | 'lock' | 'update' | 'linesChanged' | 'voicesChanged'
  >;
  lines: Pick<LinesDal, 'list' | 'findOwned' | 'count' | 'update'>;
  assignments: Pick<AssignmentsDal, 'map'>;
  audio: AudioDal;
  job: Pick<AudioJob, 'enqueue'>;
  engine: Pick<VoiceEngine, 'lineKey' | 'renderLine' | 'combine' | 'wavChunks' | 'knows'>;
  storage: StoragePort;
  credits: Pick<CreditLedger, 'balance' | 'charge'>;
  /** This process's work per document: deleting it stops a line being made for it here. */
  work?: Pick<DocumentWork, 'begin'>;
  /** Seconds a signed audio URL stays valid. */
  urlTtlS: number;
  /** A running generation silent this long is presumed dead; the next Generate replaces it. */
  staleAfterMs?: number;
  activities?: Pick<ActivityLog, 'record'>;
  now: () => number;
};

/** A line of the script with what it should sound like now and what was made for it. */
export type Line = { stored: StoredLine; planned: PlannedLine; row: AudioLine | undefined };
