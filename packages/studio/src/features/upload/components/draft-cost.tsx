import { errorMessage } from '@castmyscript/api';
import type { DocumentQuoteData } from '@castmyscript/api/contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { Notice } from '../../../shared/components/notice';
import { DRAFT_TEXTS } from '../lib/draft-texts';

type Props = {
  quote: DocumentQuoteData | undefined;
  loading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
};

/**
 * What the uploaded script will cost, said before Continue Processing charges it: a first draft
 * its billed pages ("14 pages — 14 credits", the count History and Scenes show), a later draft
 * its changed pages ("3 changed pages — 3 credits"). A file the parser cannot read gets its
 * message here already; Continue Processing would give the same one.
 */
export const DraftCost = ({ quote, loading, error }: Props) => {
  if (quote)
    return (
      <p className="cms-upload__draft-cost" data-testid="draft-cost">
        <i className="pi pi-wallet" aria-hidden="true" />{' '}
        {quote.changed_pages === null
          ? DRAFT_TEXTS.firstCost(quote.pages_to_charge)
          : DRAFT_TEXTS.cost(quote.changed_pages)}
      </p>
    );
  if (loading) return <p className="cms-upload__draft-cost">{DRAFT_TEXTS.costLoading}</p>;
  if (error) return <Notice tone="error">{errorMessage(error, DRAFT_TEXTS.costFailed)}</Notice>;
  return null;
};
