import { DOCUMENT_MESSAGES } from '@castmyscript/api/contract';

import type { Tx } from '../../db/database';
import type { DocumentRow } from '../../db/schema';
import type { ParseResult } from '../../parsing';
import { notes } from '../credits/ledger-notes';
import { creditsShort, processingCompleted } from '../activities/activity-entries';
import { carriedCasting, planProcessing, type ProcessingPlan } from '../drafts/draft-fns';
import type { ProcessingDeps } from './processing-deps';

export type Finished =
  | { kind: 'gone' }
  | { kind: 'unchanged' | 'completed'; row: DocumentRow }
  | { kind: 'insufficient'; row: DocumentRow; needed: number; available: number };

/**
 * The one transaction: charge the pages (ledger key = document id, so never twice), then write
 * the lines and complete — or, short of credits, mark the document payment_required. A later
 * draft is compared with the draft before it: it pays for changed pages only and keeps the
 * casting of every character still speaking (services/drafts/draft-fns.ts).
 */
export function chargeAndWrite(
  deps: ProcessingDeps,
  id: string,
  result: ParseResult,
): Promise<Finished> {
  const stamp = new Date(deps.now());
  return deps.database.db.transaction(async (tx): Promise<Finished> => {
    const row = await deps.documents.lock(id, tx);
    if (!row) return { kind: 'gone' };
    // Another run finished first (a second API process took over a stale claim): its outcome stands.
    if (row.status !== 'processing') return { kind: 'unchanged', row };
    const previous = row.draftOf ? await deps.documents.findById(row.draftOf, tx) : undefined;
    const previousLines = previous ? await deps.lines.list(previous.id, tx) : [];
    const plan = planProcessing(
      result.lines,
      result.pageCount,
      previous && {
        lines: previousLines,
        covered: previous.pagesCovered ?? previous.pageCount ?? 1,
      },
    );
    // The title page names the script (every draft of it), unless the writer named it; first, so
    // the page ledger's entry for this charge reads the script's name.
    const title = row.titleEdited ? undefined : result.title;
    if (title) await deps.documents.retitle(row.userId, row.scriptId ?? row.id, title, false, tx);
    // The activities below name the script as History does: by the title just set.
    const named = title ? { ...row, title } : row;
    const charge =
      plan.pages > 0
        ? await deps.credits.charge(
            row.userId,
            plan.pages,
            row.id,
            `document:${row.id}`,
            tx,
            notes.draft(plan.pages, row.id, row.draftNumber),
          )
        : ({ outcome: 'charged', monthly: 0, paygo: 0 } as const);
    if (charge.outcome === 'insufficient') {
      await deps.activities?.record(
        row.userId,
        creditsShort(named, charge.needed, charge.available),
        tx,
      );
      const updated = await deps.documents.update(
        row.id,
        {
          status: 'payment_required',
          message: DOCUMENT_MESSAGES.insufficientCredits,
          pageCount: plan.billed,
          updatedAt: stamp,
        },
        tx,
      );
      return {
        kind: 'insufficient',
        row: updated,
        needed: charge.needed,
        available: charge.available,
      };
    }
    await writeLines(deps, tx, named, result, plan, stamp);
    if (previous) {
      const casting = carriedCasting(result.lines, await deps.assignments.map(previous.id, tx));
      await deps.assignments.save(row.id, casting, stamp, tx);
      await deps.documents.voicesChanged(row.id, tx);
    }
    const updated = await deps.documents.update(
      row.id,
      {
        status: 'completed',
        message: null,
        pageCount: plan.billed,
        chargedPages: charge.monthly + charge.paygo,
        pagesCovered: plan.covered,
        changes: plan.changes,
        removedLines: plan.removed,
        completedAt: stamp,
        updatedAt: stamp,
      },
      tx,
    );
    return { kind: 'completed', row: updated };
  });
}

async function writeLines(
  deps: ProcessingDeps,
  tx: Tx,
  doc: DocumentRow,
  result: ParseResult,
  plan: ProcessingPlan,
  stamp: Date,
): Promise<void> {
  // A document an earlier version left half-written gets its lines replaced, not doubled.
  await deps.lines.removeAll(doc.id, tx);
  await deps.lines.insertAll(
    doc.id,
    result.lines.map((line, index) => ({
      lineIndex: index,
      actor: line.actor,
      dialog: line.dialog,
      kind: line.kind,
      direction: line.direction ?? null,
      directionAfter: line.directionAfter ?? null,
      change: plan.marks[index].change,
      previousId: plan.marks[index].previousId,
      take: plan.marks[index].take,
      fromFile: true,
    })),
    stamp,
    tx,
  );
  await deps.documents.linesChanged(doc.id, tx);
  await deps.activities?.record(doc.userId, processingCompleted(doc, result.lines.length), tx);
}
