import type { NoteData, NoteReplyData } from '@castmyscript/api/contract';

import type { NoteReplyRow, NoteRow, StoredLine } from '../../db/schema';

/**
 * Where a note stands in the draft being viewed: a note left on an earlier draft
 * follows its line forward through each later draft's `previous_id` (the diff's match) to the
 * viewed draft's line. It is `outdated` when no line matches any more, or when the line it lands
 * on reads differently from the line the note's author heard (changed in a later draft, or
 * edited since in the same one).
 */
export type LineRef = Pick<StoredLine, 'id' | 'lineIndex' | 'actor' | 'dialog' | 'previousId'>;

/** The drafts from the oldest with notes to the viewed one (last), each with its lines. */
export type DraftLines = { documentId: string; draftNumber: number; lines: LineRef[] };

export function placeNotes(
  chain: DraftLines[],
  rows: NoteRow[],
  replies: NoteReplyRow[] = [],
): NoteData[] {
  const under = new Map<string, NoteReplyRow[]>();
  for (const r of replies) under.set(r.noteId, [...(under.get(r.noteId) ?? []), r]);
  const byId = chain.map((d) => new Map(d.lines.map((l) => [l.id, l])));
  const byPrevious = chain.map(
    (d) => new Map(d.lines.filter((l) => l.previousId).map((l) => [l.previousId!, l])),
  );
  const position = new Map(chain.map((d, i) => [d.documentId, i]));
  const placed = rows.map((row) => {
    const from = position.get(row.documentId);
    let line = from === undefined || !row.lineId ? undefined : byId[from].get(row.lineId);
    for (let i = (from ?? chain.length) + 1; line && i < chain.length; i++)
      line = byPrevious[i].get(line.id);
    const draft = chain[from ?? chain.length - 1]?.draftNumber ?? 1;
    return noteDataOf(row, draft, line, under.get(row.id));
  });
  return placed.sort(
    (a, b) =>
      (a.scene_index ?? Number.MAX_SAFE_INTEGER) - (b.scene_index ?? Number.MAX_SAFE_INTEGER) ||
      a.created_at.localeCompare(b.created_at),
  );
}

export function noteDataOf(
  row: NoteRow,
  draftNumber: number,
  line: LineRef | undefined,
  replies: NoteReplyRow[] = [],
): NoteData {
  return {
    _id: row.id,
    document_id: row.documentId,
    scene_id: line?.id ?? null,
    scene_index: line?.lineIndex ?? null,
    text: row.text,
    at_s: row.atS,
    author_name: row.authorName,
    author_kind: row.authorKind,
    outdated: !line || line.actor !== row.quoteActor || line.dialog !== row.quoteDialog,
    draft_number: draftNumber,
    quote: { actor: row.quoteActor, dialog: row.quoteDialog },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    resolved: row.resolvedAt !== null,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    replies: replies.map(replyDataOf),
  };
}

export function replyDataOf(r: NoteReplyRow): NoteReplyData {
  return {
    _id: r.id,
    text: r.text,
    author_name: r.authorName,
    created_at: r.createdAt.toISOString(),
  };
}
