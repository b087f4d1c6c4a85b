import {
  type LineTake,
  type RetakeBody,
  SCENE_MESSAGES,
  TAKE_MESSAGES,
  VOICE_MESSAGES,
} from '@castmyscript/api/contract';

import { VoiceError } from '../../adapters/tts/tts-port';
import type { Tx } from '../../db/database';
import type { DocumentRow, UserRow } from '../../db/schema';
import { readMp3 } from '../../lib/audio/mp3-frames';
import { payForText } from '../drafts/page-growth';
import { clean } from '../lines/lines-fns';
import { ServiceError } from '../service-error';
import type { AudioFiles } from './audio-files';
import { AUDIO_MESSAGES } from './audio-request';
import type { AudioDeps, Line } from './audio-deps';
import { claimRun, releaseRun } from './audio-slot';

/**
 * One line, another take: the writer re-voices a single line with another
 * voice, speed or pitch, or new words, and only that line is made again, while they wait. Free
 * like Generate; text laid out past the pages paid for (these new words or earlier edits) is
 * charged first, as Generate charges it (402 when short, nothing changed).
 */
export type RetakeContext = {
  deps: AudioDeps;
  files: Pick<AudioFiles, 'line'>;
  owned: (user: UserRow, documentId: string) => Promise<DocumentRow>;
  linesOf: (doc: DocumentRow, cast?: Map<string, string>, tx?: Tx) => Promise<Line[]>;
};

/** The take a change leads to; null when it reads as cast again. */
export function nextTake(current: LineTake | null | undefined, body: RetakeBody): LineTake | null {
  const take: LineTake = {
    // '' is the cast voice too, as null is.
    voice_id: (body.voice_id !== undefined ? body.voice_id : current?.voice_id) || null,
    speed: body.speed ?? current?.speed ?? 1,
    pitch: body.pitch ?? current?.pitch ?? 0,
  };
  return take.voice_id === null && take.speed === 1 && take.pitch === 0 ? null : take;
}

type Planned = { line: Line; lines: Line[]; run: number };

/**
 * Saves the take (and words) and asks for the line again, under the document's lock, holding
 * the document's run while the line is made (audio-slot.ts). While Generate runs, the take is
 * refused rather than queued behind it: the writer waits for this line now, and a line made by
 * both would be synthesised twice. Nothing is saved or charged then; the form keeps the take.
 */
async function plan(
  ctx: RetakeContext,
  user: UserRow,
  documentId: string,
  lineId: string,
  body: RetakeBody,
): Promise<Planned> {
  const { deps } = ctx;
  if (body.voice_id && !deps.engine.knows(body.voice_id))
    throw new ServiceError('invalid', VOICE_MESSAGES.unknownVoice);
  return deps.database.db.transaction(async (tx) => {
    const doc = await deps.documents.lock(documentId, tx);
    if (!doc) throw new ServiceError('not_found', SCENE_MESSAGES.notFound);
    if (doc.status !== 'completed') throw new ServiceError('conflict', AUDIO_MESSAGES.busy);
    const found = await deps.lines.findOwned(user.id, lineId, tx);
    if (!found || found.line.documentId !== documentId)
      throw new ServiceError('not_found', SCENE_MESSAGES.notFound);
    const run = await claimRun(deps, tx, documentId);
    if (run === undefined) throw new ServiceError('conflict', TAKE_MESSAGES.generating);
    const words = body.text === undefined ? undefined : clean(body.text);
    const reworded = words !== undefined && words !== found.line.dialog;
    await deps.lines.update(
      lineId,
      {
        take: nextTake(found.line.take, body),
        ...(reworded ? { dialog: words } : {}),
      },
      tx,
    );
    // Audio status and the scenes list recount instead of trusting what they answered before.
    if (reworded) await deps.documents.linesChanged(documentId, tx);
    await deps.documents.voicesChanged(documentId, tx);
    const lines = await ctx.linesOf(doc, undefined, tx);
    const line = lines.find((l) => l.stored.id === lineId);
    if (!line) throw new ServiceError('conflict', TAKE_MESSAGES.notRead);
    if (!line.planned.request) throw new ServiceError('invalid', VOICE_MESSAGES.unassigned);
    // Whatever the take changes, the line is synthesised: text grown by earlier edits pays first.
    await payForText(deps, tx, doc, 'a take');
    const { key, request } = line.planned;
    await deps.audio.request(documentId, [{ lineId, key, request }], new Date(deps.now()), tx);
    return { line, lines, run };
  });
}

/**
 * The line re-made now, ahead of any queued line; a take made before (the same key) is taken
 * from storage. A failure is recorded on the line, so Generate tries it again, and answered 502.
 */
export async function retakeLine(
  ctx: RetakeContext,
  user: UserRow,
  documentId: string,
  lineId: string,
  body: RetakeBody,
): Promise<{ line: Line; lines: Line[] }> {
  await ctx.owned(user, documentId);
  const { line, lines, run } = await plan(ctx, user, documentId, lineId, body);
  const { audio, storage } = ctx.deps;
  const keyed = { lineId, key: line.planned.key };
  const now = () => new Date(ctx.deps.now());
  try {
    const storageKey = await ctx.files.line(documentId, line.planned);
    // Made now, `files.line` completed the row already; taken from storage, it did not.
    const { durationMs } = readMp3(new Uint8Array(await storage.read(storageKey)));
    await audio.complete(keyed, { storageKey, durationMs }, now());
  } catch (err) {
    if (err instanceof VoiceError) await audio.fail(keyed, err.message, now());
    throw err;
  } finally {
    await releaseRun(ctx.deps, documentId, run);
  }
  return { line: { ...line, row: await audio.line(lineId) }, lines };
}
