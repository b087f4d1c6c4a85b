import {
  type AudioScene,
  type LineTake,
  SCENE_MESSAGES,
  TAKE_CHOICE_MESSAGES,
  TAKE_MESSAGES,
  type Take,
  VOICE_MESSAGES,
} from '@castmyscript/api/contract';

import type { Tx } from '../../db/database';
import type { DocumentRow, LineTakeRow, UserRow } from '../../db/schema';
import { readMp3 } from '../../lib/audio/mp3-frames';
import { isUuid } from '../documents/documents-dal';
import { ServiceError } from '../service-error';
import { AUDIO_MESSAGES } from './audio-request';
import { lineStorageKey, lineStatus } from './audio-fns';
import type { AudioDeps, Line } from './audio-deps';

/**
 * A line's takes: each take made is kept with its file, the newest five per line;
 * the writer plays any of them, chooses one for the line or goes back to the cast voice. Choosing
 * plays a stored file: nothing is synthesised, so nothing is charged (words the chosen take
 * brings back are paid for when the script is next synthesised, as any edit's are).
 */
export type TakesContext = {
  deps: AudioDeps;
  linesOf: (doc: DocumentRow, cast?: Map<string, string>, tx?: Tx) => Promise<Line[]>;
  /** The line as audio-urls lists it. */
  listed: (doc: DocumentRow, line: Line, lines: Line[]) => Promise<AudioScene>;
  sign: (storageKey: string, fileName: string) => Promise<string>;
};

/** The line's take settings as a take row keeps them; null when it reads as cast. */
export const settingsOf = (
  row: Pick<LineTakeRow, 'voiceId' | 'speed' | 'pitch'>,
): LineTake | null =>
  row.voiceId === null && row.speed === 1 && row.pitch === 0
    ? null
    : { voice_id: row.voiceId, speed: row.speed, pitch: row.pitch };

async function ownedLine(ctx: TakesContext, user: UserRow, lineId: string) {
  const found = await ctx.deps.lines.findOwned(user.id, lineId);
  if (!found) throw new ServiceError('not_found', SCENE_MESSAGES.notFound);
  return found;
}

/** Records the take just made for a line; the takes past the newest five go, files included. */
export async function recordTake(ctx: TakesContext, line: Line): Promise<void> {
  const { deps } = ctx;
  const row = await deps.audio.line(line.stored.id);
  if (!row || row.status !== 'completed' || !row.storageKey) return;
  const take = line.stored.take;
  await deps.audio.recordTake(
    {
      lineId: line.stored.id,
      documentId: line.stored.documentId,
      voiceId: take?.voice_id ?? null,
      speed: take?.speed ?? 1,
      pitch: take?.pitch ?? 0,
      text: line.stored.dialog,
      lineKey: row.lineKey,
      storageKey: row.storageKey,
      durationMs: row.durationMs,
    },
    new Date(deps.now()),
  );
  for (const key of await deps.audio.pruneTakes(line.stored.id)) await deps.storage.delete(key);
}

/** GET scenes/{sceneId}/takes: newest first, each playable, the one the line plays marked. */
export async function listTakes(ctx: TakesContext, user: UserRow, lineId: string): Promise<Take[]> {
  const { line } = await ownedLine(ctx, user, lineId);
  const rows = await ctx.deps.audio.takes(lineId);
  const playing = await ctx.deps.audio.line(lineId);
  const inUse = playing?.status === 'completed' ? playing.storageKey : null;
  return Promise.all(
    rows.map(async (row, i) => ({
      _id: row.id,
      created_at: row.createdAt.toISOString(),
      voice_id: row.voiceId,
      speed: row.speed,
      pitch: row.pitch,
      text: row.text,
      audio_url: await ctx.sign(
        row.storageKey,
        `line-${line.lineIndex + 1}-take-${rows.length - i}.mp3`,
      ),
      in_use: row.storageKey === inUse,
    })),
  );
}

type Stored = { storageKey: string; durationMs: number | null };

/**
 * Sets the line's take and words under the document's lock, asking for the line as it now
 * reads; then, after commit (storage is not read inside a transaction), plays `file` for it when
 * there is one. Recorded only while the line still asks for that key: an edit meanwhile wins.
 * Without a file the line waits for Generate, as any edited line does.
 */
async function setLine(
  ctx: TakesContext,
  user: UserRow,
  lineId: string,
  change: { take: LineTake | null; dialog?: string },
  file: (line: Line) => Promise<Stored | undefined>,
): Promise<AudioScene> {
  const { deps } = ctx;
  const found = await ownedLine(ctx, user, lineId);
  const documentId = found.document.id;
  const line = await deps.database.db.transaction(async (tx) => {
    const doc = await deps.documents.lock(documentId, tx);
    if (!doc) throw new ServiceError('not_found', SCENE_MESSAGES.notFound);
    if (doc.status !== 'completed') throw new ServiceError('conflict', AUDIO_MESSAGES.busy);
    const current = await deps.lines.findOwned(user.id, lineId, tx);
    if (!current) throw new ServiceError('not_found', SCENE_MESSAGES.notFound);
    const reworded = change.dialog !== undefined && change.dialog !== current.line.dialog;
    await deps.lines.update(
      lineId,
      {
        take: change.take,
        ...(reworded ? { dialog: change.dialog } : {}),
      },
      tx,
    );
    // Audio status and the scenes list recount instead of trusting what they answered before.
    if (reworded) await deps.documents.linesChanged(documentId, tx);
    await deps.documents.voicesChanged(documentId, tx);
    const planned = (await ctx.linesOf(doc, undefined, tx)).find((l) => l.stored.id === lineId);
    if (!planned) throw new ServiceError('conflict', TAKE_MESSAGES.notRead);
    const { key, request } = planned.planned;
    if (!request) throw new ServiceError('invalid', VOICE_MESSAGES.unassigned);
    if (lineStatus(planned.row, key) !== 'completed')
      await deps.audio.request(documentId, [{ lineId, key, request }], new Date(deps.now()), tx);
    return planned;
  });
  const stored = await file(line);
  if (stored) {
    const durationMs =
      stored.durationMs ??
      readMp3(new Uint8Array(await deps.storage.read(stored.storageKey))).durationMs;
    await deps.audio.complete(
      { lineId, key: line.planned.key },
      { storageKey: stored.storageKey, durationMs },
      new Date(deps.now()),
    );
  }
  const doc = (await deps.documents.findById(documentId)) ?? found.document;
  const lines = await ctx.linesOf(doc);
  const now = lines.find((l) => l.stored.id === lineId);
  if (!now) throw new ServiceError('not_found', SCENE_MESSAGES.notFound);
  return ctx.listed(doc, now, lines);
}

/** POST scenes/{sceneId}/takes/{takeId}/use: the line plays that take again. */
export async function useTake(
  ctx: TakesContext,
  user: UserRow,
  lineId: string,
  takeId: string,
): Promise<AudioScene> {
  await ownedLine(ctx, user, lineId);
  const take = isUuid(takeId) ? await ctx.deps.audio.take(lineId, takeId) : undefined;
  if (!take) throw new ServiceError('not_found', TAKE_CHOICE_MESSAGES.notFound);
  return setLine(ctx, user, lineId, { take: settingsOf(take), dialog: take.text }, async () => ({
    storageKey: take.storageKey,
    durationMs: take.durationMs,
  }));
}

/**
 * DELETE scenes/{sceneId}/take: the cast voice again, at normal speed and pitch. Its file for
 * these words is played when it was made before; otherwise the line waits for Generate.
 */
export async function revertTake(
  ctx: TakesContext,
  user: UserRow,
  lineId: string,
): Promise<AudioScene> {
  const { storage } = ctx.deps;
  return setLine(ctx, user, lineId, { take: null }, async (line) => {
    const storageKey = lineStorageKey(line.stored.documentId, line.planned.key);
    if (!(await storage.stat(storageKey))) return undefined;
    const { durationMs } = readMp3(new Uint8Array(await storage.read(storageKey)));
    return { storageKey, durationMs };
  });
}
