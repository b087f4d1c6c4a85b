import { api, useAppDispatch } from '@castmyscript/api';
import { useToast } from '@castmyscript/ui-kit';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { PACKAGES_PATH, linesPath } from '../../../shared/workflow/workflow-paths';
import { scriptFileProblem } from '../lib/script-file';
import { outcomeOf, type ProcessingOutcome, type StatusReport } from '../lib/processing-watch';
import { UPLOAD_MESSAGES } from '../lib/upload-messages';
import { canContinue, canUpload, initialUploadState, uploadReducer } from '../lib/upload-state';
import { useProcessing } from './use-processing';
import { useSendScript } from './use-send-script';

/**
 * The Upload step's state machine: choose → upload with progress → Continue
 * Processing → wait → Script Scenes, packages, or a message. Returns the state and the user's actions.
 * With `draftOf` the upload is the next draft of that document.
 */
export const useUploadFlow = (draftOf?: string) => {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const appDispatch = useAppDispatch();
  const toast = useToast();
  const navigate = useNavigate();
  const send = useSendScript();
  const sending = useRef<AbortController | null>(null);

  useEffect(() => () => sending.current?.abort(), []);

  const onOutcome = useCallback(
    (outcome: ProcessingOutcome, id: string) => {
      dispatch({ type: 'processed', outcome });
      if (outcome.kind === 'completed') {
        toast.success(UPLOAD_MESSAGES.completed);
        // The pages were charged: the header's credits must show it.
        appDispatch(api.util.invalidateTags(['Credits']));
        navigate(linesPath(id));
      } else if (outcome.kind === 'payment_required') {
        toast.error(UPLOAD_MESSAGES.paymentRequired);
        navigate(PACKAGES_PATH);
      }
    },
    [appDispatch, navigate, toast],
  );
  const processing = useProcessing(onOutcome);

  const choose = (file: File | undefined, via: 'pick' | 'drop') => {
    sending.current?.abort();
    if (!file) return dispatch({ type: 'rejected', message: UPLOAD_MESSAGES.noFile });
    const problem = scriptFileProblem(file, via);
    dispatch(problem ? { type: 'rejected', message: problem } : { type: 'picked', file });
  };

  const upload = async () => {
    if (!state.file) return dispatch({ type: 'rejected', message: UPLOAD_MESSAGES.noFile });
    const controller = new AbortController();
    sending.current = controller;
    dispatch({ type: 'uploadStarted' });
    const result = await send(
      state.file,
      (fraction) => dispatch({ type: 'progress', fraction }),
      controller.signal,
      draftOf,
    );
    if (controller.signal.aborted) return;
    dispatch(
      'error' in result
        ? { type: 'uploadFailed', message: result.error }
        : { type: 'uploaded', documentId: result.documentId },
    );
  };

  const continueProcessing = async () => {
    const id = state.documentId;
    if (!id) return dispatch({ type: 'failed', message: UPLOAD_MESSAGES.noDocument });
    dispatch({ type: 'processingStarted', documentId: id });
    await processing.start(id);
  };

  /** A document opened at /process/{id}/upload: show where it is, keep waiting if it is running. */
  const resume = useCallback(
    (id: string, report: StatusReport) => {
      const outcome = outcomeOf(report);
      dispatch({ type: 'resumed', documentId: id, outcome });
      if (outcome.kind === 'running') processing.watch(id);
    },
    [processing],
  );

  return {
    state,
    canUpload: canUpload(state),
    canContinue: canContinue(state),
    choose,
    upload,
    continueProcessing,
    resume,
  };
};
