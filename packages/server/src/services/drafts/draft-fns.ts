import type { LineTake } from '@castmyscript/api/contract';

import type { DraftChanges, RemovedLine, StoredLine } from '../../db/schema';
import type { ScriptLine } from '../../parsing';
import { layoutPages, pagesTouched } from '../../parsing/line-pages';
import { billedPages } from '../credits/billed-pages';
import { diffDrafts, type LineChange } from './draft-diff';

/**
 * What processing a script costs and records, first draft or later one (honest
 * pages): a first draft pays its billed pages (credits/billed-pages.ts: paper holding a line to
 * be read, or the text laid out, whichever is more); a later draft pays only the pages of its
 * standard
 * layout (parsing/line-pages.ts) that hold an added or changed line — an unchanged draft costs
 * nothing, removed lines cost nothing. `covered` is how many layout pages the credits paid so far
 * cover, so edits that make the text longer are charged later (Generate).
 */
export type ProcessingPlan = {
  /** Credits this draft costs. */
  pages: number;
  /** The script's pages as billed: what a first draft pays, the page count shown everywhere. */
  billed: number;
  covered: number;
  changes: DraftChanges | null;
  removed: RemovedLine[] | null;
  /** Per new line: how it compares with the previous draft, the line it matched, its take. */
  marks: { change: LineChange | null; previousId: string | null; take: LineTake | null }[];
};

export type PreviousDraft = { lines: StoredLine[]; covered: number };

export function planProcessing(
  lines: ScriptLine[],
  pageCount: number,
  previous: PreviousDraft | undefined,
): ProcessingPlan {
  const laidOut = layoutPages(lines);
  const billed = billedPages(lines, { paper: pageCount });
  if (!previous) {
    return {
      pages: billed,
      billed,
      covered: billed,
      changes: null,
      removed: null,
      marks: lines.map(() => ({ change: null, previousId: null, take: null })),
    };
  }
  const diff = diffDrafts(previous.lines, lines);
  const pages = pagesTouched(lines, (i) => diff.lines[i].change !== 'unchanged');
  return {
    pages,
    billed,
    // Paper does not widen what a later draft covers: only the pages it paid for or already had.
    covered: Math.max(previous.covered, laidOut),
    changes: diff.counts,
    removed: diff.removed.map((i) => ({
      actor: previous.lines[i].actor,
      dialog: previous.lines[i].dialog,
      kind: previous.lines[i].kind,
      previousIndex: i,
    })),
    marks: diff.lines.map((l, i) => ({
      change: l.change,
      previousId: l.previous === null ? null : previous.lines[l.previous].id,
      take:
        l.previous === null ? null : carriedTake(previous.lines[l.previous], lines[i], l.change),
    })),
  };
}

/**
 * The take a line of the next draft keeps from the line it matched: the writer
 * chose that performance, and a rewrite elsewhere must not lose it. Unchanged, the whole take
 * carries over, so the line's key is the take's and Generate reuses the take's audio, not the
 * cast one. Changed, the upload's words stand — a take's new words were written into the old
 * line, so they read as the old text and go with it — and the line is made again, keeping its
 * speed and pitch; its voice too while the same character speaks it (a line handed to another
 * character takes that character's cast voice).
 */
export function carriedTake(
  previous: Pick<StoredLine, 'actor' | 'take'>,
  next: Pick<ScriptLine, 'actor'>,
  change: LineChange,
): LineTake | null {
  const take = previous.take;
  if (!take || change === 'added') return null;
  if (change === 'unchanged' || previous.actor === next.actor) return take;
  const kept = { ...take, voice_id: null };
  return kept.speed === 1 && kept.pitch === 0 ? null : kept;
}

/** The previous draft's casting, for the characters who still speak in the new one. */
export function carriedCasting(
  lines: Pick<ScriptLine, 'actor'>[],
  previous: Map<string, string>,
): { actor: string; voiceId: string }[] {
  const speaking = new Set(lines.map((l) => l.actor));
  // A line without an actor is read by the narrator's voice.
  if (lines.some((l) => l.actor.trim() === '')) speaking.add('narrator');
  return [...previous]
    .filter(([actor, voiceId]) => speaking.has(actor) && voiceId)
    .map(([actor, voiceId]) => ({ actor, voiceId }));
}
