import {
  DOCUMENT_MESSAGES,
  NARRATOR,
  READ_LIMITS,
  READ_MESSAGES,
  type ReadSettings,
  type RuntimeData,
  type SayBody,
} from '@castmyscript/api/contract';

import type { VoiceEngine } from '../../adapters/tts/tts-port';
import type { Database } from '../../db/database';
import type { DocumentRow, UserRow } from '../../db/schema';
import type { AudioDal } from '../audio/audio-dal';
import { lineStatus, planLines } from '../audio/audio-fns';
import type { AssignmentsDal } from '../casting/assignments-dal';
import type { DocumentsDal } from '../documents/documents-dal';
import type { LinesDal } from '../lines/lines-dal';
import { createVersionedMemo } from '../../lib/versioned-memo';
import { ServiceError } from '../service-error';
import { readOf, readsLine, respell } from '../reading/read-fns';
import { type LineToMake, makingSeconds } from '../reading/making-fns';
import { runtimeOf, type TimedLine } from '../reading/runtime-fns';

/**
 * Directing the read: the narrator policy, pronunciations and pause of a script,
 * and its runtime report. A change makes exactly the affected lines pending: their planned words
 * (and so their keys) change, or the narrator policy takes them out of the read.
 */
export type ReadDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<DocumentsDal, 'findOwned' | 'lock' | 'update' | 'voicesChanged'>;
  lines: Pick<LinesDal, 'list'>;
  assignments: Pick<AssignmentsDal, 'map'>;
  audio: Pick<AudioDal, 'lines' | 'keepOnly' | 'rowsVersion'>;
  engine: Pick<VoiceEngine, 'lineKey' | 'renderLine' | 'realTimeFactor'>;
};

const SAY_MAX = 2 * READ_LIMITS.sayAsMax;
// Scripts whose runtime the documents list keeps (a few hundred bytes each).
const RUNTIMES_KEPT = 2000;

export function createReadService(deps: ReadDeps) {
  // The documents list shows every script's runtime, and working one out reads and keys all its
  // lines: about 20 ms of the API's thread for a feature film, on every list. It changes only
  // with the lines, the casting and the read settings (the document's versions and settings) and
  // with the lines' audio (its rows' version).
  const totals = createVersionedMemo<{ seconds: number; measured: boolean }>(RUNTIMES_KEPT);

  async function owned(user: UserRow, documentId: string): Promise<DocumentRow> {
    const doc = await deps.documents.findOwned(user.id, documentId);
    if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    return doc;
  }

  return {
    async settings(user: UserRow, documentId: string): Promise<ReadSettings> {
      return readOf((await owned(user, documentId)).readSettings);
    },

    async save(user: UserRow, documentId: string, settings: ReadSettings): Promise<ReadSettings> {
      await owned(user, documentId);
      await deps.database.db.transaction(async (tx) => {
        if (!(await deps.documents.lock(documentId, tx)))
          throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
        await deps.documents.update(documentId, { readSettings: settings }, tx);
        // Audio status recounts the lines instead of trusting the rows Generate asked for.
        await deps.documents.voicesChanged(documentId, tx);
        const storedLines = await deps.lines.list(documentId, tx);
        const heard = storedLines.filter((s) => readsLine(s, settings.narrator)).map((s) => s.id);
        await deps.audio.keepOnly(documentId, heard, tx);
      });
      return settings;
    },

    /** A term as the voice of `actor` says it, respelled as the script's list asks (MP3). */
    async say(user: UserRow, documentId: string, body: SayBody): Promise<Uint8Array> {
      const doc = await owned(user, documentId);
      const assigned = await deps.assignments.map(documentId);
      const voiceId = assigned.get(body.actor ?? NARRATOR) || assigned.get(NARRATOR);
      if (!voiceId) throw new ServiceError('invalid', READ_MESSAGES.noVoice);
      const text = respell(body.text, readOf(doc.readSettings).pronunciations);
      // "Say as" is spoken text: unpaid previews stay a word or two long however they respell.
      if (text.length > SAY_MAX) throw new ServiceError('invalid', READ_MESSAGES.sayTooLong);
      return (await deps.engine.renderLine({ voiceId, text, urgent: true })).mp3;
    },

    /** Estimated seconds per scene and in total; measured once every heard line is made. */
    async runtime(user: UserRow, documentId: string): Promise<RuntimeData> {
      return runtimeOfDoc(await owned(user, documentId));
    },

    /** The process list's figure: the measured total when made, else the estimate. */
    async total(doc: DocumentRow): Promise<{ seconds: number; measured: boolean }> {
      const made = await deps.audio.rowsVersion(doc.id);
      const version = JSON.stringify([doc.linesVersion, doc.voicesVersion, doc.readSettings, made]);
      return totals.get(doc.id, version, async () => {
        const { estimated_s, measured_s } = await runtimeOfDoc(doc);
        return measured_s === null
          ? { seconds: estimated_s, measured: false }
          : { seconds: measured_s, measured: true };
      });
    },
  };

  async function runtimeOfDoc(doc: DocumentRow): Promise<RuntimeData> {
    const documentId = doc.id;
    const read = readOf(doc.readSettings);
    const storedLines = await deps.lines.list(documentId);
    const assigned = await deps.assignments.map(documentId);
    const rows = new Map((await deps.audio.lines(documentId)).map((r) => [r.lineId, r]));
    const planned = new Map(
      planLines(storedLines, assigned, (r) => deps.engine.lineKey(r), { read }).map((p) => [
        p.stored.id,
        p,
      ]),
    );
    const toMake: LineToMake[] = [];
    const lines = storedLines.map((stored): TimedLine => {
      const plan = planned.get(stored.id);
      const row = rows.get(stored.id);
      const made = plan && lineStatus(row, plan.key) === 'completed' ? row?.durationMs : null;
      if (plan?.request)
        toMake.push({ said: plan.request.text, voiceId: plan.request.voiceId, made: made != null });
      return {
        stored,
        heard: plan !== undefined,
        said: plan?.request?.text ?? respell(stored.dialog, read.pronunciations),
        durationMs: made ?? null,
      };
    });
    return {
      ...runtimeOf(lines, read.pause_ms),
      making_s: makingSeconds(toMake, (voiceId) => deps.engine.realTimeFactor(voiceId)),
    };
  }
}

export type ReadService = ReturnType<typeof createReadService>;
