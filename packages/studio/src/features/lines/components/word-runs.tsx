import { Fragment } from 'react';

import type { WordRun } from '../lib/word-diff';

/**
 * A line's words with the runs a diff marked: `<del>` in the old text, `<ins>` in the new, so
 * the change is in the markup, not only in the colour; the styles add words for screen readers.
 */
export const WordRuns = ({ runs, mark }: { runs: WordRun[]; mark: 'del' | 'ins' }) => (
  <>
    {runs.map((run, i) => (
      <Fragment key={i}>
        {i > 0 && ' '}
        {!run.marked && run.text}
        {run.marked && mark === 'del' && <del>{run.text}</del>}
        {run.marked && mark === 'ins' && <ins>{run.text}</ins>}
      </Fragment>
    ))}
  </>
);
