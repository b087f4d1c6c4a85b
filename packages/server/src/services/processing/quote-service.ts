import { DOCUMENT_MESSAGES, type DocumentQuoteData } from '@castmyscript/api/contract';

import type { UserRow } from '../../db/schema';
import { planProcessing } from '../drafts/draft-fns';
import type { LinesDal } from '../lines/lines-dal';
import { ServiceError } from '../service-error';
import { DocumentError } from '../documents/document-errors';
import type { DocumentsDal } from '../documents/documents-dal';
import { type ParseCache, parseKey } from '../documents/parse-cache';
import { parseStored, type StoredParseDeps } from '../documents/stored-parse';

export type QuoteDeps = StoredParseDeps & {
  documents: Pick<DocumentsDal, 'findOwned' | 'findById'>;
  lines: Pick<LinesDal, 'list'>;
  parsed: Pick<ParseCache, 'get'>;
};

/**
 * What Continue Processing will charge, said before it does ("3 changed pages —
 * 3 credits"). The same parse and the same plan as processing (drafts/draft-fns.ts), with nothing
 * charged, written or moved; the parse is kept briefly for the process call that follows
 * (parse-cache.ts). The previous draft's lines are read outside any lock: a quote is a preview,
 * processing plans again under the lock and charges what it finds then.
 */
export function createQuoteService(deps: QuoteDeps) {
  return {
    async quote(user: UserRow, documentId: string): Promise<DocumentQuoteData> {
      const doc = await deps.documents.findOwned(user.id, documentId);
      if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
      if (!doc.confirmedAt) throw new ServiceError('conflict', DOCUMENT_MESSAGES.notConfirmed);
      if (doc.status === 'completed' || doc.status === 'error')
        throw new ServiceError('conflict', DOCUMENT_MESSAGES.alreadyProcessed);
      const outcome = await deps.parsed.get(parseKey(doc), () => parseStored(deps, doc));
      // The parser's own message; the document stays as it is until Continue Processing.
      if (!outcome.ok) throw new DocumentError('unprocessable', outcome.message);
      const { lines, pageCount } = outcome.result;
      const previous = doc.draftOf ? await deps.documents.findById(doc.draftOf) : undefined;
      const plan = planProcessing(
        lines,
        pageCount,
        previous && {
          lines: await deps.lines.list(previous.id),
          covered: previous.pagesCovered ?? previous.pageCount ?? 1,
        },
      );
      return {
        document_id: doc.id,
        page_count: plan.billed,
        pages_to_charge: plan.pages,
        changed_pages: previous ? plan.pages : null,
        changes: plan.changes,
      };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
