import { Button } from 'primereact/button';

import { Notice } from '../../../shared/components/notice';
import { type ChangedLine, REVIEW_TEXTS } from '../lib/draft-review';
import { LINE_TEXTS } from '../lib/line-messages';
import { diffWords } from '../lib/word-diff';
import { WordRuns } from './word-runs';

type Props = {
  lines: ChangedLine[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
};

/** One changed line: its words in the draft before and now, side by side, the changes marked. */
const ChangedItem = ({ line }: { line: ChangedLine }) => {
  const { before, after } = diffWords(line.before, line.after);
  return (
    <li className="cms-draft-review__item">
      <p className="cms-draft-review__where">
        <span>{REVIEW_TEXTS.line(line.index)}</span>
        <span className="cms-draft-changes__actor">{line.actor || LINE_TEXTS.noActor}</span>
      </p>
      <div className="cms-word-diff">
        <div className="cms-word-diff__side">
          <span className="cms-word-diff__label">{REVIEW_TEXTS.before}</span>
          <p className="cms-word-diff__words">
            {before.length > 0 ? <WordRuns runs={before} mark="del" /> : LINE_TEXTS.noDialog}
          </p>
        </div>
        <div className="cms-word-diff__side">
          <span className="cms-word-diff__label">{REVIEW_TEXTS.after}</span>
          <p className="cms-word-diff__words">
            {after.length > 0 ? <WordRuns runs={after} mark="ins" /> : LINE_TEXTS.noDialog}
          </p>
        </div>
      </div>
    </li>
  );
};

/**
 * A later draft's changed lines, each with its old and new words side by side and the words that
 * changed marked (drafts you can read), in its loading, failed, empty and filled states.
 */
export const ChangedLines = ({ lines, loading, failed, onRetry }: Props) => (
  <section className="cms-draft-review" aria-labelledby="changed-lines-title">
    <h3 id="changed-lines-title">{REVIEW_TEXTS.changedTitle}</h3>
    {loading && (
      <p className="cms-draft-changes__muted" role="status">
        {REVIEW_TEXTS.changedLoading}
      </p>
    )}
    {failed && (
      <div className="cms-studio-error">
        <Notice tone="error">{REVIEW_TEXTS.changedFailed}</Notice>
        <Button type="button" label="Try Again" icon="pi pi-refresh" text onClick={onRetry} />
      </div>
    )}
    {lines && lines.length === 0 && (
      <p className="cms-draft-changes__muted">{REVIEW_TEXTS.noChanges}</p>
    )}
    {lines && lines.length > 0 && (
      <ol className="cms-draft-review__list" aria-label={REVIEW_TEXTS.changedTitle}>
        {lines.map((line) => (
          <ChangedItem key={line.lineId} line={line} />
        ))}
      </ol>
    )}
  </section>
);
