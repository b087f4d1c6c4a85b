import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { Notice } from '../../../shared/components/notice';
import { useResume } from '../hooks/use-resume';
import { HISTORY_TEXTS } from '../lib/history-texts';
import { HISTORY_PATH } from '../lib/resume-path';

import '../../../shared/components/studio.css';
import './history.css';

/**
 * /dashboard/process/{id}/error: where Resume lands when the completed-steps lookup
 * failed. Try Again looks them up once more and goes on; Back to History returns to the list.
 */
export const ProcessErrorPage = () => {
  const { documentId = '' } = useParams();
  const [stillFailing, setStillFailing] = useState(false);
  const { resume, resumingId } = useResume(() => setStillFailing(true));

  return (
    <div className="cms-studio" data-remote="studio">
      <section className="cms-studio-panel cms-process-error" aria-labelledby="process-error-title">
        <i className="pi pi-exclamation-triangle cms-process-error__icon" aria-hidden="true" />
        <h1 id="process-error-title">{HISTORY_TEXTS.errorTitle}</h1>
        <Notice tone="error">
          {stillFailing ? HISTORY_TEXTS.errorRetryFailed : HISTORY_TEXTS.errorLead}
        </Notice>
        <div className="cms-studio-actions">
          <Button
            type="button"
            label={HISTORY_TEXTS.tryAgain}
            icon="pi pi-refresh"
            loading={resumingId !== null}
            disabled={!documentId}
            onClick={() => {
              setStillFailing(false);
              void resume(documentId);
            }}
          />
          <Link to={HISTORY_PATH} className="cms-history__back">
            {HISTORY_TEXTS.backToHistory}
          </Link>
        </div>
      </section>
    </div>
  );
};
