import type { DocumentChangesData } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';

import { Notice } from '../../../shared/components/notice';
import { DRAFT_TEXTS } from '../lib/draft-changes';
import { LINE_TEXTS } from '../lib/line-messages';

type Props = {
  lines: DocumentChangesData['removed'] | undefined;
  count: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
};

/** The lines this draft removed, as they read in the draft before. */
export const RemovedLines = ({ lines, count, loading, failed, onRetry }: Props) => {
  if (count === 0) return null;
  return (
    <details className="cms-draft-changes__removed">
      <summary>{DRAFT_TEXTS.removedTitle(count)}</summary>
      {loading && <p className="cms-draft-changes__muted">{DRAFT_TEXTS.removedLoading}</p>}
      {failed && (
        <div className="cms-studio-error">
          <Notice tone="error">{DRAFT_TEXTS.removedFailed}</Notice>
          <Button type="button" label="Try Again" icon="pi pi-refresh" text onClick={onRetry} />
        </div>
      )}
      {lines && lines.length > 0 && (
        <ol className="cms-draft-changes__removed-list" aria-label="Removed lines">
          {lines.map((line) => (
            <li key={`${line.previous_index}-${line.actor}`}>
              <span className="cms-draft-changes__muted">
                {DRAFT_TEXTS.previousLine(line.previous_index)}
              </span>
              <span className="cms-draft-changes__actor">{line.actor || LINE_TEXTS.noActor}</span>
              <del>{line.dialog || LINE_TEXTS.noDialog}</del>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
};
