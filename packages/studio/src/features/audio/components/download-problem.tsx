import { Link } from 'react-router-dom';

import { PACKAGES_PATH } from '../../../shared/workflow/workflow-paths';
import type { DownloadProblem as Problem } from '../hooks/use-download-audio';

/** Why the download did not happen; on the Free plan, the way to a plan that allows it. */
export const DownloadProblem = ({ problem }: { problem: Problem }) => (
  <div className="cms-notice cms-notice--error cms-download-problem" role="alert">
    <i className="pi pi-exclamation-circle" aria-hidden="true" />
    <span>
      {problem.message}
      {problem.needsPlan && (
        <>
          {' '}
          <Link to={PACKAGES_PATH}>See the plans</Link>
        </>
      )}
    </span>
  </div>
);
