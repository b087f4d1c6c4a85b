import { errorMessage } from '@castmyscript/api';
import { useCallback } from 'react';

import { useConfirmUploadMutation, useRequestUploadUrlMutation } from '../api/upload-api';
import { putWithProgress } from '../lib/put-with-progress';
import { declaredType } from '../lib/script-file';
import { UPLOAD_MESSAGES } from '../lib/upload-messages';

export type SendResult = { documentId: string } | { error: string };

/**
 * Request an upload address, PUT the file there with real progress, confirm it. Each
 * failing step is named in 'Error uploading file: {message}', the server's reason first.
 */
export const useSendScript = () => {
  const [requestUploadUrl] = useRequestUploadUrlMutation();
  const [confirmUpload] = useConfirmUploadMutation();

  return useCallback(
    async (
      file: File,
      onProgress: (fraction: number) => void,
      signal?: AbortSignal,
      draftOf?: string,
    ): Promise<SendResult> => {
      const presigned = await requestUploadUrl({
        file_name: file.name,
        file_type: declaredType(file),
        file_size: file.size,
        // Only a next draft names its parent; a first upload is sent as before.
        ...(draftOf ? { draft_of: draftOf } : {}),
      });
      if ('error' in presigned)
        return {
          error: UPLOAD_MESSAGES.uploadError(
            errorMessage(presigned.error, UPLOAD_MESSAGES.presignFailed),
          ),
        };
      const { url, headers, document_id: documentId } = presigned.data;

      const put = await putWithProgress({ url, file, headers, onProgress, signal });
      if (!put.ok)
        return { error: UPLOAD_MESSAGES.uploadError(put.message ?? UPLOAD_MESSAGES.putFailed) };

      const confirmed = await confirmUpload(documentId);
      if ('error' in confirmed)
        return {
          error: UPLOAD_MESSAGES.uploadError(
            errorMessage(confirmed.error, UPLOAD_MESSAGES.confirmFailed),
          ),
        };
      return { documentId };
    },
    [requestUploadUrl, confirmUpload],
  );
};
