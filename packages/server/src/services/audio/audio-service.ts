import {
  type AudioScene,
  type AudioSpeed,
  type RetakeBody,
  type AudioStatusData,
  DOCUMENT_MESSAGES,
  findPlan,
  type LineAudioData,
  SCENE_MESSAGES,
  VOICE_MESSAGES,
} from '@castmyscript/api/contract';

import type { Tx } from '../../db/database';
import type { DocumentRow, StoredLine, UserRow } from '../../db/schema';
import { audioDownloaded } from '../activities/activity-entries';
import { ServiceError } from '../service-error';
import { audioStatus, audioStatusOfRows, lineStatus, planLines, voiceFor } from './audio-fns';
import { createAudioFiles } from './audio-files';
import { type ReadyRead, readyRead } from './audio-ready';
import { AUDIO_MESSAGES, requestRun } from './audio-request';
import { retakeLine } from './audio-retake';
import { listTakes, recordTake, revertTake, type TakesContext, useTake } from './audio-takes';
import { payForText } from '../drafts/page-growth';
import { readOf } from '../reading/read-fns';
import { extraPauseMs } from '../reading/runtime-fns';

export { AUDIO_MESSAGES };

import type { AudioDeps, Line } from './audio-deps';

export type { AudioDeps, Line } from './audio-deps';

/**
 * Generation, status, playback URLs, per-line speeds and the combined download. Generation costs
 * nothing while the text fits the pages charged when the script was
 * processed; whatever synthesises text first pays for growth past them (drafts/page-growth.ts).
 * Every call answers 404 for a document or line that is not the caller's (security check 1).
 */
export function createAudioService(deps: AudioDeps) {
  const { audio, engine } = deps;
  const files = createAudioFiles(deps);

  async function owned(user: UserRow, documentId: string): Promise<DocumentRow> {
    const doc = await deps.documents.findOwned(user.id, documentId);
    if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    return doc;
  }

  /** Every line with what it should sound like now and what was made for it. */
  async function linesOf(doc: DocumentRow, cast?: Map<string, string>, tx?: Tx): Promise<Line[]> {
    // One after another: inside a transaction the reads share its one connection.
    const storedLines = await deps.lines.list(doc.id, tx);
    const assigned = cast ?? (await deps.assignments.map(doc.id, tx));
    const rows = await audio.lines(doc.id, tx);
    const byLine = new Map(rows.map((r) => [r.lineId, r]));
    const read = readOf(doc.readSettings);
    return planLines(storedLines, assigned, (r) => engine.lineKey(r), { read }).map((planned) => ({
      stored: planned.stored,
      planned,
      row: byLine.get(planned.stored.id),
    }));
  }

  const statusOf = (lines: Line[]): AudioStatusData =>
    audioStatus(lines.map((l) => ({ row: l.row, key: l.planned.key })));

  const request = (documentId: string, onlyPending: boolean) =>
    requestRun(deps, documentId, (doc, cast, tx) => linesOf(doc, cast, tx), onlyPending);

  async function sign(storageKey: string, fileName: string, ttlS = deps.urlTtlS): Promise<string> {
    const signed = await deps.storage.createDownloadUrl({
      key: storageKey,
      fileName,
      expiresIn: ttlS,
    });
    return signed.url;
  }

  /** A line as audio-urls lists it, with the pause before `next`. */
  async function listed(
    { stored, planned, row }: Line,
    next: Line | undefined,
    pauseMs: number,
    ttlS?: number,
  ): Promise<AudioScene> {
    const status = lineStatus(row, planned.key);
    const playable = status === 'completed' && row?.storageKey;
    return {
      scene_id: stored.id,
      scene_index: stored.lineIndex,
      actor: stored.actor,
      dialog: stored.dialog,
      kind: stored.kind,
      direction: stored.direction,
      direction_after: stored.directionAfter,
      audio_url: playable ? await sign(row.storageKey!, lineFileName(stored), ttlS) : null,
      status,
      error: status === 'error' ? (row?.error ?? null) : null,
      duration_s: playable && row.durationMs !== null ? row.durationMs / 1000 : null,
      pause_after_ms: extraPauseMs(next?.stored, pauseMs),
      take: stored.take ?? null,
    };
  }

  async function mayDownload(user: UserRow): Promise<void> {
    const { plan } = await deps.credits.balance(user.id);
    if (!findPlan(plan)?.canDownload)
      throw new ServiceError('forbidden', VOICE_MESSAGES.downloadNeedsPlan);
  }

  async function readyOf(doc: DocumentRow): Promise<ReadyRead> {
    return readyRead(await linesOf(doc), readOf(doc.readSettings).pause_ms);
  }

  async function combinedOf(doc: DocumentRow, format: 'mp3' | 'wav'): Promise<string> {
    const { parts, gapsMs } = await readyOf(doc);
    return files.combined(doc.id, parts, format, gapsMs, doc.title);
  }

  const takes: TakesContext = {
    deps,
    linesOf,
    sign,
    listed: (doc, line, lines) => {
      const next = lines[lines.findIndex((l) => l.stored.id === line.stored.id) + 1];
      return listed(line, next, readOf(doc.readSettings).pause_ms);
    },
  };

  return {
    /**
     * Generate-audio: every actor must have a voice (400 otherwise). Lines already made
     * for what they say now are kept; one job per document runs the rest (enqueued after commit).
     * `onlyPending` (the player's "N lines need audio"): failed lines are not tried again.
     */
    async generate(
      user: UserRow,
      documentId: string,
      { onlyPending = false } = {},
    ): Promise<AudioStatusData> {
      const doc = await owned(user, documentId);
      if (doc.status !== 'completed') throw new ServiceError('conflict', AUDIO_MESSAGES.busy);
      const run = await request(documentId, onlyPending);
      if (run !== undefined) await deps.job.enqueue({ documentId, run });
      // Every line has its row for what it says now: counting the rows is the status.
      return audioStatusOfRows(await audio.countByStatus(documentId));
    },

    async status(user: UserRow, documentId: string): Promise<AudioStatusData> {
      const doc = await owned(user, documentId);
      // Nothing changed since Generate asked for every line: the rows say it all, counted.
      const run = await audio.run(documentId);
      if (
        run?.requestedLinesVersion === doc.linesVersion &&
        run.requestedVoicesVersion === doc.voicesVersion
      )
        return audioStatusOfRows(await audio.countByStatus(documentId));
      // Never generated: every line is pending whatever it would be keyed, so the lines need not
      // be read and keyed (2000 hashes for a feature film, on every poll), only counted.
      if (!(await audio.hasLines(documentId))) {
        const total = await deps.lines.count(documentId);
        return audioStatus(Array.from({ length: total }, () => ({ row: undefined, key: '' })));
      }
      return statusOf(await linesOf(doc));
    },

    /**
     * Audio-urls: every line in order; a signed, expiring URL for those playable now.
     * `ttlS`: a shorter life for the URLs (a share link's).
     */
    async urls(user: UserRow, documentId: string, ttlS?: number): Promise<AudioScene[]> {
      const doc = await owned(user, documentId);
      const { pause_ms } = readOf(doc.readSettings);
      const lines = await linesOf(doc);
      return Promise.all(lines.map((line, i) => listed(line, lines[i + 1], pause_ms, ttlS)));
    },

    /**
     * One line with another voice, speed, pitch or words, made again alone; kept
     * in the line's takes.
     */
    async retake(
      user: UserRow,
      documentId: string,
      lineId: string,
      body: RetakeBody,
    ): Promise<AudioScene> {
      const ctx = { deps, files, owned, linesOf };
      const { line, lines } = await retakeLine(ctx, user, documentId, lineId, body);
      await recordTake(takes, line);
      const doc = await owned(user, documentId);
      return takes.listed(doc, line, lines);
    },

    /** The line's takes, newest first. */
    takes: (user: UserRow, lineId: string) => listTakes(takes, user, lineId),
    /** The line plays one of its takes again. */
    useTake: (user: UserRow, lineId: string, takeId: string) =>
      useTake(takes, user, lineId, takeId),
    /** The line back to its cast voice. */
    revertTake: (user: UserRow, lineId: string) => revertTake(takes, user, lineId),

    /**
     * Per-line generate: the line at `speed`, made now ahead of queued lines, or taken
     * from storage when it was made before (same key).
     */
    async line(
      user: UserRow,
      documentId: string,
      lineId: string,
      speed: AudioSpeed,
    ): Promise<LineAudioData> {
      const doc = await owned(user, documentId);
      const found = await deps.lines.findOwned(user.id, lineId);
      if (!found || found.line.documentId !== documentId)
        throw new ServiceError('not_found', SCENE_MESSAGES.notFound);
      const assigned = await deps.assignments.map(documentId);
      if (!voiceFor(found.line.actor, assigned))
        throw new ServiceError('invalid', VOICE_MESSAGES.unassigned);
      // Any line may be played at another speed, even one the narrator policy leaves out.
      const { pronunciations } = readOf(doc.readSettings);
      const [planned] = planLines([found.line], assigned, (r) => engine.lineKey(r), {
        speed: Number(speed),
        read: { narrator: 'all', pronunciations },
      });
      // Made now unless stored: text grown past the pages paid for is charged first, as Generate
      // charges it, or this answers 402 and nothing is made.
      await deps.database.db.transaction(async (tx) => {
        const locked = await deps.documents.lock(documentId, tx);
        if (!locked) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
        await payForText(deps, tx, locked, 'a line at another speed');
      });
      const storageKey = await files.line(documentId, planned);
      return {
        scene_id: lineId,
        speed,
        audio_url: await sign(storageKey, lineFileName(found.line, speed)),
      };
    },

    /**
     * Download-audio: paid plans only (§6: Free is online listening only, 403). One file
     * of every line in order, each with its pause, kept until a line changes; 409 until every line
     * is made for what it says now.
     */
    async download(
      user: UserRow,
      documentId: string,
      format: 'mp3' | 'wav' = 'mp3',
      /** A shorter life for the URL (a share link's, as its line URLs). */
      ttlS?: number,
    ): Promise<{ download_url: string }> {
      const doc = await owned(user, documentId);
      await mayDownload(user);
      const storageKey = await combinedOf(doc, format);
      const url = await sign(storageKey, `${documentId}_combined.${format}`, ttlS);
      await deps.activities?.record(user.id, audioDownloaded(doc));
      return { download_url: url };
    },

    /**
     * Every line of the read ready to join, with the pause after each; 409 until all are made.
     * `download`: a download is asked for, 403 on the Free plan as the combined one.
     */
    async readyRead(user: UserRow, documentId: string, { download = false } = {}) {
      const doc = await owned(user, documentId);
      if (download) await mayDownload(user);
      return { doc, ...(await readyOf(doc)) };
    },

    /**
     * The stored combined file of the read (made now if needed), with no plan check: a podcast
     * feed is listening, as the shared read's lines are. 409 until every line is made.
     */
    async combinedFile(user: UserRow, documentId: string, format: 'mp3' | 'wav' = 'mp3') {
      return combinedOf(await owned(user, documentId), format);
    },

    /** A signed, expiring URL for a stored file of the user's audio (`ttlS` shorter when shared). */
    sign,

    /** "Voice Generated" (completed steps): generation ran to its end for this script. */
    async generated(documentId: string): Promise<boolean> {
      const doc = await deps.documents.findById(documentId);
      if (!doc) return false;
      const { overall_status } = statusOf(await linesOf(doc));
      return overall_status === 'completed' || overall_status === 'error';
    },

    /** Stored audio of a document, deleted with it; listed in the delete's transaction. */
    filesOf: (documentId: string, tx: Tx) => audio.filesOf(documentId, tx),
  };
}

/** The name a line's file would be saved under. */
const lineFileName = (stored: StoredLine, speed?: string) =>
  `line-${stored.lineIndex + 1}${speed && speed !== '1' ? `-${speed}x` : ''}.mp3`;

export type AudioService = ReturnType<typeof createAudioService>;
