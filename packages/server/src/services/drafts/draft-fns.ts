import type { DraftChanges, RemovedLine, SceneLine } from '../../db/schema';
import type { ScriptLine } from '../../parsing';
import { layoutPages, pagesTouched } from '../../parsing/line-pages';
import { diffDrafts, type LineChange } from './draft-diff';

/**
 * What processing a script costs and records, first draft or later one (issue "Drafts", honest
 * pages): a first draft pays its page count; a later draft pays only the pages of its standard
 * layout (parsing/line-pages.ts) that hold an added or changed line — an unchanged draft costs
 * nothing, removed lines cost nothing. `covered` is how many layout pages the credits paid so far
 * cover, so edits that make the text longer are charged later (Generate).
 */
export type ProcessingPlan = {
  pages: number;
  covered: number;
  changes: DraftChanges | null;
  removed: RemovedLine[] | null;
  /** Per new line: how it compares with the previous draft, and the line it matched. */
  marks: { change: LineChange | null; previousId: string | null }[];
};

export type PreviousDraft = { lines: SceneLine[]; covered: number };

export function planProcessing(
  lines: ScriptLine[],
  pageCount: number,
  previous: PreviousDraft | undefined,
): ProcessingPlan {
  const laidOut = layoutPages(lines);
  if (!previous) {
    const pages = Math.max(1, pageCount);
    return {
      pages,
      covered: Math.max(pages, laidOut),
      changes: null,
      removed: null,
      marks: lines.map(() => ({ change: null, previousId: null })),
    };
  }
  const diff = diffDrafts(previous.lines, lines);
  const pages = pagesTouched(lines, (i) => diff.lines[i].change !== 'unchanged');
  return {
    pages,
    covered: Math.max(previous.covered, laidOut),
    changes: diff.counts,
    removed: diff.removed.map((i) => ({
      actor: previous.lines[i].actor,
      dialog: previous.lines[i].dialog,
      kind: previous.lines[i].kind,
      previousIndex: i,
    })),
    marks: diff.lines.map((l) => ({
      change: l.change,
      previousId: l.previous === null ? null : previous.lines[l.previous].id,
    })),
  };
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
