import { sql } from 'drizzle-orm';

import type { Db } from '../../db/database';
import {
  audioLines,
  type DocumentRow,
  lines,
  type ShareLinkRow,
  voiceAssignments,
} from '../../db/schema';

/**
 * What a shared read's answer is made of, in one cheap query: every line's words, kind and take
 * (each write stamps `updated_at`), every line's audio (status, key and file) and the voice casting.
 * Two equal versions give the same answer but for the audio URLs' signatures, so the answer made
 * for the first may be served for the second.
 */
export async function sharedReadVersion(
  db: Db,
  link: ShareLinkRow,
  doc: DocumentRow,
): Promise<string> {
  const { lineId, status, lineKey, storageKey, durationMs } = audioLines;
  const result = await db.execute(sql`
    select
      (select count(*)::text || '/' || coalesce(max(${lines.updatedAt})::text, '')
         from ${lines} where ${lines.documentId} = ${doc.id}) as lines,
      (select md5(coalesce(string_agg(${lineId}::text || ${status} || ${lineKey}
           || coalesce(${storageKey}, '') || coalesce(${durationMs}::text, ''),
           ',' order by ${lineId}), ''))
         from ${audioLines} where ${audioLines.documentId} = ${doc.id}) as audio,
      (select md5(coalesce(string_agg(${voiceAssignments.actor} || '=' || ${voiceAssignments.voiceId}
           || '@' || ${voiceAssignments.updatedAt}::text, ',' order by ${voiceAssignments.actor}), ''))
         from ${voiceAssignments} where ${voiceAssignments.documentId} = ${doc.id}) as voices`);
  const { rows } = result as unknown as {
    rows: { lines: string; audio: string; voices: string }[];
  };
  const [row] = rows;
  return JSON.stringify([
    link.id,
    link.allowDownload,
    link.expiresAt.getTime(),
    doc.title,
    doc.linesVersion,
    doc.voicesVersion,
    doc.updatedAt.getTime(),
    doc.readSettings,
    row?.lines,
    row?.audio,
    row?.voices,
  ]);
}
