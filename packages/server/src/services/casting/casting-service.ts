import {
  DOCUMENT_MESSAGES,
  type SaveVoiceAssignmentsBody,
  type Voice as VoiceData,
  type VoiceAssignmentsData,
} from '@castmyscript/api/contract';

import type { Database, Tx } from '../../db/database';
import type { DocumentRow, UserRow } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { type VoiceEngine, VoiceError } from '../../adapters/tts/tts-port';
import { voicesAssigned } from '../activities/activity-entries';
import type { ActivityLog } from '../activities/activity-log';
import type { DocumentsDal } from '../documents/documents-dal';
import type { LinesDal } from '../lines/lines-dal';
import { sortActors } from '../lines/lines-fns';
import { ServiceError } from '../service-error';
import type { AssignmentsDal } from './assignments-dal';
import { type ActorLines, checkAssignments, suggestFor, toVoiceData } from './casting-fns';

/**
 * The voice catalogue, previews and casting (Voice and voice assignments, §7 voices
 * and voice-assignments calls). Assignments name voices of the catalogue only; every
 * document-scoped call answers 404 for a document that is not the caller's.
 */
export type CastingDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<DocumentsDal, 'findOwned' | 'lock' | 'voicesChanged'>;
  lines: Pick<LinesDal, 'actorCounts' | 'list'>;
  assignments: AssignmentsDal;
  engine: Pick<VoiceEngine, 'catalogue' | 'preview' | 'warm'>;
  logger: Pick<Logger, 'warn'>;
  activities?: Pick<ActivityLog, 'record'>;
  now: () => number;
};

export const VOICE_NOT_FOUND = 'Voice not found.';

export function createCastingService(deps: CastingDeps) {
  const { engine } = deps;
  let warming: Promise<void> | undefined;

  async function owned(user: UserRow, documentId: string): Promise<DocumentRow> {
    const doc = await deps.documents.findOwned(user.id, documentId);
    if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    return doc;
  }

  /** Actors in the spec's order (narrator first, then by line count) with their line counts. */
  async function actorsOf(documentId: string, tx?: Tx): Promise<ActorLines[]> {
    const counts = await deps.lines.actorCounts(documentId, tx);
    const lines = new Map(counts.map((c) => [c.actor, c.lines]));
    return sortActors(counts).map((name) => ({ name, lines: lines.get(name) ?? 0 }));
  }

  async function assignmentsOf(documentId: string): Promise<VoiceAssignmentsData> {
    const [actors, assigned, catalogue, lines] = await Promise.all([
      actorsOf(documentId),
      deps.assignments.map(documentId),
      engine.catalogue(),
      deps.lines.list(documentId),
    ]);
    return {
      assignments: Object.fromEntries(actors.map((a) => [a.name, assigned.get(a.name) ?? ''])),
      suggested: suggestFor(actors, assigned, catalogue, lines),
    };
  }

  return {
    async catalogue(): Promise<VoiceData[]> {
      return (await engine.catalogue()).map(toVoiceData);
    },

    /** The MP3 preview of an offline voice, made on first request and kept. */
    async preview(voiceId: string): Promise<Uint8Array> {
      try {
        return (await engine.preview(voiceId)).bytes;
      } catch (err) {
        if (err instanceof VoiceError && err.code === 'unknown_voice')
          throw new ServiceError('not_found', VOICE_NOT_FOUND);
        throw err;
      }
    },

    async assignments(user: UserRow, documentId: string): Promise<VoiceAssignmentsData> {
      await owned(user, documentId);
      // The writer is about to cast and generate: load the engines meanwhile, once.
      warming ??= engine.warm().catch((err: unknown) => {
        deps.logger.warn({ err }, 'voice engine warm-up failed');
      });
      return assignmentsOf(documentId);
    },

    /** Unknown actors and voices get 400 with the contract's messages; '' unassigns. */
    async save(
      user: UserRow,
      documentId: string,
      body: SaveVoiceAssignmentsBody,
    ): Promise<VoiceAssignmentsData> {
      await owned(user, documentId);
      const catalogue = await engine.catalogue();
      await deps.database.db.transaction(async (tx) => {
        const doc = await deps.documents.lock(documentId, tx);
        if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
        // The actors are read under the document's lock: an edit that removes one in the meantime
        // cannot leave a casting row for an actor the script no longer has.
        const actors = await actorsOf(documentId, tx);
        const changes = checkAssignments(
          body,
          new Set(actors.map((a) => a.name)),
          new Set(catalogue.map((v) => v.voiceId)),
        );
        if ('error' in changes) throw new ServiceError('invalid', changes.error);
        const before = await deps.assignments.map(documentId, tx);
        await deps.assignments.save(documentId, changes.save, new Date(deps.now()), tx);
        await deps.assignments.remove(documentId, changes.clear, tx);
        const after = await deps.assignments.map(documentId, tx);
        // Told once the cast is complete, and again only when it changes.
        const cast = (m: Map<string, string>) => actors.every((a) => Boolean(m.get(a.name)));
        const changed = actors.some((a) => before.get(a.name) !== after.get(a.name));
        if (changed) await deps.documents.voicesChanged(documentId, tx);
        if (cast(after) && changed)
          await deps.activities?.record(user.id, voicesAssigned(doc, actors.length), tx);
      });
      return assignmentsOf(documentId);
    },

    /** "Voice Assigned" (completed steps): every actor of the script has a voice. */
    async allAssigned(documentId: string): Promise<boolean> {
      const [actors, assigned] = await Promise.all([
        actorsOf(documentId),
        deps.assignments.map(documentId),
      ]);
      return actors.length > 0 && actors.every((a) => Boolean(assigned.get(a.name)));
    },
  };
}

export type CastingService = ReturnType<typeof createCastingService>;
