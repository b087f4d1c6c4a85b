import type { DocumentChangesData, DraftChanges } from '@castmyscript/api/contract';
import type { ReactNode } from 'react';

import { changeSummary, DRAFT_TEXTS } from '../lib/draft-changes';
import { RemovedLines } from './removed-lines';

export type DraftChangesProps = {
  draftNumber: number;
  changes: DraftChanges;
  removed: {
    lines: DocumentChangesData['removed'] | undefined;
    loading: boolean;
    failed: boolean;
    retry: () => void;
  };
  changedOnly: boolean;
  onChangedOnly: (on: boolean) => void;
  /** More of the draft's reading below the removed lines (changed lines, edits to carry over). */
  children?: ReactNode;
};

/**
 * The "What changed" view above a later draft's lines: the counts against the
 * draft before, a "Changed only" filter for the list and the removed lines, which have no card.
 */
export const DraftChangesPanel = ({
  draftNumber,
  changes,
  removed,
  changedOnly,
  onChangedOnly,
  children,
}: DraftChangesProps) => (
  <section className="cms-draft-changes" aria-labelledby="draft-changes-title">
    <div className="cms-draft-changes__top">
      <h2 id="draft-changes-title">{DRAFT_TEXTS.title}</h2>
      <p className="cms-draft-changes__summary">{changeSummary(draftNumber, changes)}</p>
      <label className="cms-draft-changes__filter">
        <input
          type="checkbox"
          checked={changedOnly}
          onChange={(event) => onChangedOnly(event.target.checked)}
        />
        {DRAFT_TEXTS.changedOnly}
      </label>
    </div>
    <RemovedLines
      lines={removed.lines}
      count={changes.removed}
      loading={removed.loading}
      failed={removed.failed}
      onRetry={removed.retry}
    />
    {children}
  </section>
);
