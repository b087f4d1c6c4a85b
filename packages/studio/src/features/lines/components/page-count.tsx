import { type DocumentData, layoutPages, type LaidOutLine } from '@castmyscript/api/contract';
import { useMemo } from 'react';

import { Notice } from '../../../shared/components/notice';
import { PAGE_TEXTS } from '../lib/page-texts';

type Billing = Pick<DocumentData, 'pages_covered' | 'pages_charged' | 'draft_number'>;
type Props = { lines: readonly LaidOutLine[]; billing: Billing | undefined };

/**
 * The script's pages as billed, beside what this draft paid: the same figures the upload quote,
 * History and the document API give. The lines are laid out at standard density by the same
 * function the server charges by (contract page-layout.ts); the script counts as at least the
 * pages its credits cover, so a first draft reads "14 pages · 14 paid". Past the pages paid
 * for, it says Generate will charge the difference first.
 */
export const PageCount = ({ lines, billing }: Props) => {
  const laidOut = useMemo(() => layoutPages([...lines]), [lines]);
  const covered = billing?.pages_covered ?? null;
  const extra = covered === null ? 0 : laidOut - covered;
  const pages = covered === null ? laidOut : Math.max(laidOut, covered);
  return (
    <div className="cms-lines__pages">
      <p data-testid="page-count">
        <i className="pi pi-file" aria-hidden="true" />{' '}
        {covered === null || !billing
          ? PAGE_TEXTS.pages(pages)
          : PAGE_TEXTS.count(pages, billing.pages_charged, billing.draft_number)}
      </p>
      {extra > 0 && <Notice tone="info">{PAGE_TEXTS.growth(extra)}</Notice>}
    </div>
  );
};
