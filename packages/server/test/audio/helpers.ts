import { eq, sql } from 'drizzle-orm';

import type { AudioScene, AudioStatusData } from '@castmyscript/api/contract';

import type { BuildOverrides } from '../../src/app';
import type { audioFiles, audioLines } from '../../src/db/schema';
import type { LineRequest, VoiceEngine } from '../../src/adapters/tts';
import { readMp3 } from '../../src/lib/audio/mp3-frames';
import { get, post, type Session } from '../helpers/accounts';
import { type TestApp, waitFor } from '../helpers/app';
import { fetchSigned as followSigned } from '../helpers/signed-urls';
import { processedScript, send } from '../documents/helpers';
import { renderFdx } from '../parsing/helpers/render';

/** Casting and audio through real HTTP, as the voice and production screens make the calls. */

export type Said = { actor: string; dialog: string };

/** Every render the engine was asked for, so tests can prove what was (not) made again. */
export type RenderLog = { batch: LineRequest[]; single: LineRequest[] };

export function watchedEngine(log: RenderLog): NonNullable<BuildOverrides['voiceEngine']> {
  return {
    pool: { size: 2 },
    wrap: (engine: VoiceEngine): VoiceEngine => ({
      ...engine,
      renderLines: (requests, onLine, options) => {
        log.batch.push(...requests);
        return engine.renderLines(requests, onLine, options);
      },
      renderLine: (request, options) => {
        log.single.push(request);
        return engine.renderLine(request, options);
      },
    }),
  };
}

export const emptyLog = (): RenderLog => ({ batch: [], single: [] });

/** A door a test's engine makes its renders wait at while it is shut (they are logged before it). */
export function door() {
  let open: () => void = () => undefined;
  let shut = Promise.resolve();
  return {
    close: () => void (shut = new Promise((resolve) => (open = resolve))),
    open: () => open(),
    pass: () => shut,
  };
}

export type Door = ReturnType<typeof door>;

/**
 * An engine whose job batches wait at `batches` and, when given, whose single lines (another
 * take) wait at `singles`: a test holds generation where the race it checks happens.
 */
export const heldAt =
  (batches: Door, singles?: Door) =>
  (engine: VoiceEngine): VoiceEngine => ({
    ...engine,
    renderLines: async (requests, onLine, options) => {
      await batches.pass();
      return engine.renderLines(requests, onLine, options);
    },
    renderLine: async (request, options) => {
      await singles?.pass();
      return engine.renderLine(request, options);
    },
  });

/** A processed copy of the project's test screenplay, its lines then replaced by `lines` if given. */
export async function script(t: TestApp, s: Session, lines?: Said[]): Promise<string> {
  const id = await processedScript(t, s, Buffer.from(renderFdx()), 'application/octet-stream');
  if (lines) {
    const saved = await post(t, `scenes/document/${id}`, { scenes: lines }, s.access);
    if (saved.status !== 200) throw new Error(`save: ${JSON.stringify(saved.body)}`);
  }
  return id;
}

/** `n` short lines spoken in turn by the narrator, MARA and TOBIAS. */
export const lines = (n: number, tag = 'Line'): Said[] =>
  Array.from({ length: n }, (_, i) => ({
    actor: ['narrator', 'MARA', 'TOBIAS'][i % 3],
    dialog: `${tag} ${i + 1}: the lamp turns and the sea keeps its own time.`,
  }));

/** Accepts the casting suggestion for every actor. */
export async function castSuggested(t: TestApp, s: Session, id: string) {
  const got = await get(t, `scenes/document/${id}/voice-assignments`, s.access);
  const suggested = got.body.data.suggested as Record<string, string>;
  const saved = await post(
    t,
    `scenes/document/${id}/voice-assignments`,
    {
      assignments: Object.entries(suggested).map(([actor, voice_id]) => ({ actor, voice_id })),
    },
    s.access,
  );
  if (saved.status !== 200) throw new Error(`cast: ${JSON.stringify(saved.body)}`);
  return suggested;
}

export const audioStatus = async (t: TestApp, s: Session, id: string) =>
  (await get(t, `scenes/document/${id}/audio-status`, s.access)).body.data as AudioStatusData;

export const audioUrls = async (t: TestApp, s: Session, id: string) =>
  (await get(t, `scenes/document/${id}/audio-urls`, s.access)).body.data
    .audio_scenes as AudioScene[];

/** Waits until generation has ended (completed or error) and gives the final status. */
export const generationEnd = (t: TestApp, s: Session, id: string, timeoutMs = 60_000) =>
  waitFor(
    async () => {
      const status = await audioStatus(t, s, id);
      return ['completed', 'error'].includes(status.overall_status) ? status : undefined;
    },
    `audio of ${id} to be generated`,
    timeoutMs,
  );

export const generate = (t: TestApp, s: Session, id: string) =>
  post(t, `scenes/document/${id}/generate-audio`, undefined, s.access);

/** A signed URL followed as the browser does (the app's own route, or the bucket on S3). */
export const fetchSigned = (t: TestApp, url: string, method: 'GET' | 'HEAD' = 'GET') =>
  followSigned(t, url, { method });

/** An MP3 as stored: starts with an ID3 tag or a frame sync; its exact duration from its frames. */
export function mp3(bytes: Uint8Array) {
  const framed = bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0;
  const tagged = Buffer.from(bytes.subarray(0, 3)).toString('latin1') === 'ID3';
  return { looksLikeMp3: framed || tagged, durationMs: readMp3(bytes).durationMs };
}

export { send };

/** Rows a document has in `audio_lines` or `audio_files`. */
export const countRows = (t: TestApp, table: typeof audioLines | typeof audioFiles, id: string) =>
  t.deps.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.documentId, id))
    .then(([r]) => r.n);

/** The user's recent activities about one document, newest first (Dashboard Overview). */
export const activitiesAbout = async (t: TestApp, s: Session, id: string) =>
  (
    (await get(t, 'users/activities/recent?limit=50', s.access)).body.data as {
      action: string;
      status: string;
      reference_id: string | null;
    }[]
  )
    .filter((a) => a.reference_id === id)
    .map((a) => `${a.action}: ${a.status}`);
