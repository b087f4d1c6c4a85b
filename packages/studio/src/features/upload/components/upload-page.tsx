import { PageLoader, PageTitle, ProgressTrack } from '@castmyscript/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

import { useGetDocumentQuery } from '../../../shared/api/document-api';
import { Notice } from '../../../shared/components/notice';
import { WorkflowFrame } from '../../../shared/workflow/workflow-frame';
import { DRAFT_OF_PARAM } from '../../../shared/workflow/workflow-paths';
import { useGetDocumentQuoteQuery, useGetDocumentStatusQuery } from '../api/upload-api';
import { useUploadFlow } from '../hooks/use-upload-flow';
import { DraftCost } from './draft-cost';
import { DraftParent } from './draft-parent';
import { DropZone } from './drop-zone';
import { FileDetails } from './file-details';

/** "Documents": a resumed document whose status cannot be read. */
export const STATUS_LOAD_FAILED = 'Failed to fetch document status';

/**
 * /dashboard/process/upload and /dashboard/process/{id}/upload ("Upload screen"): the
 * picker and drop area, Upload with real progress, Continue Processing, the estimate, the 10MB
 * limit and every message of the flow. With ?draft_of={id} the upload is that document's next
 * draft: the screen names the script, Upload waits until it is known, and once
 * stored the draft's cost is shown before Continue Processing charges it.
 */
export const UploadPage = () => {
  const { documentId: routeId } = useParams();
  const [params] = useSearchParams();
  const draftOf = (!routeId && params.get(DRAFT_OF_PARAM)) || undefined;
  const parent = useGetDocumentQuery(draftOf ?? skipToken);
  const flow = useUploadFlow(draftOf);
  const { state } = flow;
  const status = useGetDocumentStatusQuery(routeId ?? skipToken);
  const resumed = useRef(false);
  const { resume } = flow;
  // What processing will charge, asked once the file is stored and until Continue Processing
  // charges it: a first draft's billed pages, a later draft's changed pages.
  const quoted = state.phase === 'uploaded' ? state.documentId : null;
  const quote = useGetDocumentQuoteQuery(quoted ?? skipToken);

  useEffect(() => {
    if (!routeId || !status.data || resumed.current) return;
    resumed.current = true;
    resume(routeId, status.data);
  }, [routeId, status.data, resume]);

  const uploading = state.phase === 'uploading';
  const analyzing = state.phase === 'analyzing';
  const percent = Math.round(state.progress * 100);

  return (
    <WorkflowFrame step={0} documentId={routeId}>
      <section className="cms-studio-panel cms-upload" aria-labelledby="upload-title">
        <header>
          <PageTitle
            id="upload-title"
            title="Upload Script"
            lead="Upload your screenplay: we split it into lines and find every character."
          />
        </header>
        {draftOf && (
          <DraftParent parent={parent.data} loading={parent.isLoading} error={parent.error} />
        )}
        {routeId && status.isLoading && <PageLoader label="Loading your script…" />}
        {routeId && status.isError && !state.file && (
          <Notice tone="error">{STATUS_LOAD_FAILED}</Notice>
        )}
        <DropZone disabled={uploading || analyzing} onFile={flow.choose} />
        {state.file && <FileDetails file={state.file} />}
        {(uploading || (state.file && state.uploaded)) && (
          <div className="cms-upload__progress">
            <ProgressTrack
              percent={percent}
              label="Upload progress"
              valueText={`${percent}% uploaded`}
            />
            <span aria-hidden="true">{uploading ? `Uploading… ${percent}%` : 'Uploaded'}</span>
          </div>
        )}
        {state.notice && <Notice tone={state.notice.tone}>{state.notice.text}</Notice>}
        {quoted && <DraftCost quote={quote.data} loading={quote.isFetching} error={quote.error} />}
        <div className="cms-studio-actions">
          <Button
            type="button"
            label="Upload"
            icon="pi pi-upload"
            disabled={!flow.canUpload || (!!draftOf && !parent.data)}
            loading={uploading}
            onClick={() => void flow.upload()}
          />
          <Button
            type="button"
            label="Continue Processing"
            icon="pi pi-cog"
            disabled={!flow.canContinue}
            loading={analyzing}
            onClick={() => void flow.continueProcessing()}
          />
        </div>
      </section>
    </WorkflowFrame>
  );
};
