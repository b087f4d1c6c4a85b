import { errorMessage, errorStatus, useAppDispatch } from '@castmyscript/api';
import { useCallback, useEffect, useMemo, useRef } from 'react';

import { uploadApi, useProcessDocumentMutation } from '../api/upload-api';
import {
  isFinal,
  outcomeOf,
  watchProcessing,
  type ProcessingOutcome,
} from '../lib/processing-watch';
import { openStatusStream } from '../lib/status-stream';

/**
 * Starts a document's processing and waits for its end (stream + the spec's 10 s poll), calling
 * `onOutcome` once. Leaving the screen cancels the wait.
 */
export const useProcessing = (
  onOutcome: (outcome: ProcessingOutcome, documentId: string) => void,
) => {
  const [processDocument] = useProcessDocumentMutation();
  const dispatch = useAppDispatch();
  const stop = useRef<(() => void) | null>(null);
  const report = useRef(onOutcome);

  useEffect(() => {
    report.current = onOutcome;
  });
  useEffect(() => () => stop.current?.(), []);

  const watch = useCallback(
    (documentId: string) => {
      stop.current?.();
      stop.current = watchProcessing({
        poll: () =>
          dispatch(
            uploadApi.endpoints.getDocumentStatus.initiate(documentId, {
              subscribe: false,
              forceRefetch: true,
            }),
          ).unwrap(),
        openStream: (onStatus) => openStatusStream(documentId, onStatus),
        onOutcome: (outcome) => report.current(outcome, documentId),
      });
    },
    [dispatch],
  );

  const start = useCallback(
    async (documentId: string) => {
      const result = await processDocument(documentId);
      if ('error' in result) {
        const status = errorStatus(result.error);
        // 402: not enough page credits, nothing charged; 422: the parser could not read the file;
        // 429: the user's other scripts fill their share of the parse queue (security check 43).
        if (status === 402) return report.current({ kind: 'payment_required' }, documentId);
        if (status === 429)
          return report.current(
            { kind: 'start_refused', message: errorMessage(result.error, '') },
            documentId,
          );
        if (status === 422)
          return report.current(
            { kind: 'error', message: errorMessage(result.error, '') },
            documentId,
          );
        return report.current({ kind: 'start_failed' }, documentId);
      }
      const outcome = outcomeOf(result.data);
      if (isFinal(outcome)) return report.current(outcome, documentId);
      watch(documentId);
    },
    [processDocument, watch],
  );

  return useMemo(() => ({ start, watch }), [start, watch]);
};
