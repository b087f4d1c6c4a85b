import { DOCUMENT_MESSAGES } from '@castmyscript/api/contract';

import type { Tx } from '../../db/database';
import type { DocumentRow } from '../../db/schema';
import { billedPages } from '../credits/billed-pages';
import type { CreditLedger } from '../credits/credit-ledger';
import { notes } from '../credits/ledger-notes';
import type { DocumentsDal } from '../documents/documents-dal';
import { readOf } from '../reading/read-fns';
import type { LinesDal } from '../lines/lines-dal';
import { ServiceError } from '../service-error';

export type GrowthDeps = {
  documents: Pick<DocumentsDal, 'update'>;
  lines: Pick<LinesDal, 'list'>;
  credits: Pick<CreditLedger, 'charge'>;
};

/**
 * The one check before any text is synthesised (Generate, a line at another speed, a take):
 * every page of spoken text is paid once. When edits or pronunciations have made the script's
 * spoken text longer, in the standard layout, than the pages its credits cover, the difference
 * is charged here, before anything is made — under the document's lock (the caller holds it) and
 * a key naming the new total, so two requests at once charge once. Every line counts, heard or
 * not: any line can be played on its own. Short of credits: 402, nothing made.
 */
export async function payForText(
  deps: GrowthDeps,
  tx: Tx,
  doc: DocumentRow,
  /** Where the growth was found, as the ledger entry says it: Generate, a take, a line's speed. */
  where = 'Generate',
): Promise<void> {
  const storedLines = await deps.lines.list(doc.id, tx);
  const spoken = billedPages(storedLines, {
    pronunciations: readOf(doc.readSettings).pronunciations,
  });
  // Documents processed before the rule cover what they held then, at least.
  const covered = doc.pagesCovered ?? Math.max(doc.pageCount ?? 1, spoken);
  if (spoken <= covered) {
    if (doc.pagesCovered === null)
      await deps.documents.update(doc.id, { pagesCovered: covered }, tx);
    return;
  }
  const extra = spoken - covered;
  const charge = await deps.credits.charge(
    doc.userId,
    extra,
    `pages:${doc.id}:${spoken}`,
    `document:${doc.id}`,
    tx,
    notes.growth(extra, doc.id, spoken, covered, where),
  );
  if (charge.outcome === 'insufficient') {
    throw new ServiceError('payment_required', DOCUMENT_MESSAGES.insufficientCredits, {
      needed: charge.needed,
      available: charge.available,
      pages: spoken,
      covered,
    });
  }
  await deps.documents.update(
    doc.id,
    { pagesCovered: spoken, chargedPages: (doc.chargedPages ?? 0) + extra },
    tx,
  );
}
