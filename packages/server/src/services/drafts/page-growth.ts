import { DOCUMENT_MESSAGES } from '@castmyscript/api/contract';

import type { Tx } from '../../db/database';
import type { DocumentRow, SceneLine } from '../../db/schema';
import { layoutPages } from '../../parsing/line-pages';
import type { CreditLedger } from '../credits/credit-ledger';
import { notes } from '../credits/ledger-notes';
import type { DocumentsDal } from '../documents/documents-dal';
import { ServiceError } from '../service-error';

type GrowthDeps = {
  documents: Pick<DocumentsDal, 'update'>;
  credits: Pick<CreditLedger, 'charge'>;
};

/**
 * Every page of spoken text is paid once (issue "Drafts", honest pages): when edits have made
 * the text longer, in the standard layout, than the pages its credits cover, the difference is
 * charged here, before anything is made — under the document's lock and a key naming the new
 * total, so two Generates at once charge once. Short of credits: 402, nothing made.
 */
export async function chargeGrowth(
  deps: GrowthDeps,
  tx: Tx,
  doc: DocumentRow,
  scenes: SceneLine[],
  /** Where the growth was found, as the ledger entry says it: Generate or a take. */
  where = 'Generate',
): Promise<void> {
  const laidOut = layoutPages(scenes);
  // Documents processed before the rule cover what they held then, at least.
  const covered = doc.pagesCovered ?? Math.max(doc.pageCount ?? 1, laidOut);
  if (laidOut <= covered) {
    if (doc.pagesCovered === null)
      await deps.documents.update(doc.id, { pagesCovered: covered }, tx);
    return;
  }
  const extra = laidOut - covered;
  const charge = await deps.credits.charge(
    doc.userId,
    extra,
    `pages:${doc.id}:${laidOut}`,
    `document:${doc.id}`,
    tx,
    notes.growth(extra, doc.id, laidOut, covered, where),
  );
  if (charge.outcome === 'insufficient') {
    throw new ServiceError('payment_required', DOCUMENT_MESSAGES.insufficientCredits, {
      needed: charge.needed,
      available: charge.available,
      pages: laidOut,
      covered,
    });
  }
  await deps.documents.update(
    doc.id,
    { pagesCovered: laidOut, chargedPages: (doc.chargedPages ?? 0) + extra },
    tx,
  );
}
