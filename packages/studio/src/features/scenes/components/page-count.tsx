import { layoutPages, type LaidOutLine } from '@castmyscript/api/contract';
import { useMemo } from 'react';

import { Notice } from '../../../shared/components/notice';
import { PAGE_TEXTS as T } from '../lib/page-texts';

type Props = { scenes: readonly LaidOutLine[]; covered: number | null | undefined };

/**
 * Issue "Drafts": the page count as the writer edits, laid out at standard screenplay density
 * by the same function the server charges by (contract page-layout.ts), so what is shown is what
 * Generate counts. Past the pages paid for, it says Generate will charge the difference first.
 */
export const PageCount = ({ scenes, covered }: Props) => {
  const laidOut = useMemo(() => layoutPages([...scenes]), [scenes]);
  const extra = covered == null ? 0 : laidOut - covered;
  return (
    <div className="cms-scenes__pages">
      <p data-testid="page-count">
        <i className="pi pi-file" aria-hidden="true" /> {T.count(laidOut, covered)}
      </p>
      {extra > 0 && <Notice tone="info">{T.growth(extra)}</Notice>}
    </div>
  );
};
