import { createHash } from 'node:crypto';

import {
  type AudioOverall,
  type AudioStatusData,
  NARRATOR,
  type ReadSettings,
} from '@castmyscript/api/contract';

import type { AudioLine, AudioLineStatus, StoredLine } from '../../db/schema';
import type { LineRequest, SpeechRole } from '../../adapters/tts/tts-port';
import { MAX_SPEED, MIN_SPEED } from '../../lib/audio/audio-format';
import { directed } from '../reading/delivery-fns';
import { DEFAULT_READ, readsLine, respell } from '../reading/read-fns';

/** Pure rules of audio generation, tested beside them. */

export const roleOf = (actor: string): SpeechRole =>
  actor === NARRATOR ? 'narrator' : 'character';

/**
 * Who speaks a line: its actor's voice. A line with no actor at all is read by the narrator's
 * voice, like action; undefined when nobody is cast for it.
 */
export function voiceFor(actor: string, assigned: Map<string, string>): string | undefined {
  const own = assigned.get(actor);
  if (own) return own;
  return actor.trim() === '' ? assigned.get(NARRATOR) || undefined : undefined;
}

/** One line of the script as the engine will be asked for it. `key` is '' when nobody can say it. */
export type PlannedLine = {
  stored: StoredLine;
  request?: LineRequest;
  key: string;
};

type KeyOf = (
  request: Pick<LineRequest, 'voiceId' | 'text' | 'role' | 'speed' | 'delivery'>,
) => string;

export type PlanOptions = {
  speed?: number;
  /** How the writer directs the read: lines the narrator policy leaves out are not planned. */
  read?: Pick<ReadSettings, 'narrator' | 'pronunciations'>;
};

/**
 * Requests for the lines of `storedLines` (in script order) the read includes, each with its
 * neighbours in the read for the providers that use them, its terms respelled as the writer
 * asked.
 */
export function planLines(
  storedLines: StoredLine[],
  assigned: Map<string, string>,
  keyOf: KeyOf,
  { speed = 1, read = DEFAULT_READ }: PlanOptions = {},
): PlannedLine[] {
  const heard = storedLines.filter((s) => readsLine(s, read.narrator));
  const words = (s: StoredLine) => respell(s.dialog, read.pronunciations);
  const said = (s: StoredLine | undefined) =>
    s && { text: words(s), role: roleOf(s.actor.trim() === '' ? NARRATOR : s.actor) };
  return heard.map((stored, i) => {
    // A take of the line speaks it with its own voice, speed and pitch.
    const take = stored.take;
    const voiceId = take?.voice_id || voiceFor(stored.actor, assigned);
    if (!voiceId) return { stored, key: '' };
    const directedLine = directed(stored.direction);
    const delivery = take?.pitch
      ? { ...directedLine.delivery, pitch: take.pitch }
      : directedLine.delivery;
    const pace = directedLine.pace * (take?.speed ?? 1);
    const request: LineRequest = {
      voiceId,
      text: words(stored),
      role: roleOf(stored.actor.trim() === '' ? NARRATOR : stored.actor),
      speed: Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed * pace)),
      ...(delivery ? { delivery } : {}),
      previous: said(heard[i - 1]),
      next: said(heard[i + 1]),
    };
    return { stored, request, key: keyOf(request) };
  });
}

/** Where a line's MP3 lives: per document, named by what it says and how (check 39). */
export const lineStorageKey = (documentId: string, key: string) => `audio/${documentId}/${key}`;

/** The combined download, named by the lines it was built from: any change makes a new one. */
export function combinedStorageKey(documentId: string, keys: string[], format: string): string {
  const digest = createHash('sha256').update(JSON.stringify(keys)).digest('hex').slice(0, 40);
  return `audio/${documentId}/combined-${format}-${digest}`;
}

/**
 * A line's status as the user should see it: its row's, while the row was made for what the line
 * says now; a line edited or re-cast since (or never generated) is pending, so the player never
 * plays old words.
 */
export function lineStatus(row: AudioLine | undefined, key: string): AudioLineStatus {
  return row && row.lineKey === key ? row.status : 'pending';
}

/** True when the row was asked for and not finished yet (as opposed to stale or never asked). */
const inFlight = (row: AudioLine | undefined, key: string) =>
  row !== undefined &&
  row.lineKey === key &&
  (row.status === 'pending' || row.status === 'processing');

/**
 * Overall status and counts. `processing` while any line asked for is unfinished;
 * `completed` when every line is playable as it reads now; `error` when generation ended with a
 * failed line; `not_started` when nothing was generated for the script as it reads now, or some
 * lines changed since and nothing is running (Generate again makes them).
 */
export function audioStatus(lines: { row: AudioLine | undefined; key: string }[]): AudioStatusData {
  const counts = { total: lines.length, pending: 0, processing: 0, completed: 0, error: 0 };
  let running = false;
  let fresh = 0;
  const from = { draft: 0, run: 0 };
  for (const { row, key } of lines) {
    const status = lineStatus(row, key);
    counts[status] += 1;
    if (row && row.lineKey === key) fresh += 1;
    if (status === 'completed' && row?.reusedFrom) from[row.reusedFrom] += 1;
    if (inFlight(row, key)) running = true;
  }
  return { overall_status: overallOf(counts, running, fresh), counts, ...told(from) };
}

/**
 * The same status when every line has a row made or asked for under what it says now (nothing
 * changed since Generate asked for them): the rows' counts by status are the lines'.
 */
export function audioStatusOfRows(
  rows: Record<AudioLineStatus, number> & { fromDraft: number; fromRun: number },
): AudioStatusData {
  const { fromDraft, fromRun, ...byStatus } = rows;
  const total = byStatus.pending + byStatus.processing + byStatus.completed + byStatus.error;
  const counts = { total, ...byStatus };
  const running = byStatus.pending + byStatus.processing > 0;
  return {
    overall_status: overallOf(counts, running, total),
    counts,
    ...told({ draft: fromDraft, run: fromRun }),
  };
}

/** Reused lines, in all and by where their sound came from. */
const told = (from: { draft: number; run: number }) => ({
  reused: from.draft + from.run,
  reused_from: from,
});

function overallOf(
  counts: AudioStatusData['counts'],
  running: boolean,
  fresh: number,
): AudioOverall {
  if (counts.total === 0) return 'not_started';
  if (running) return 'processing';
  if (counts.completed === counts.total) return 'completed';
  if (fresh === 0) return 'not_started';
  if (counts.error > 0) return 'error';
  return 'not_started';
}
