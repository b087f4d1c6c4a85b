import { errorMessage, errorStatus } from '@castmyscript/api';
import { VOICE_MESSAGES } from '@castmyscript/api/contract';
import { useCallback, useState } from 'react';

import { useDownloadAudioMutation, useDownloadStemsMutation } from '../api/audio-api';
import { AUDIO_TEXTS } from '../lib/audio-messages';
import { type DownloadKind, downloadFileName, saveBlob } from '../lib/save-file';

export type DownloadProblem = { message: string; needsPlan: boolean };
export type { DownloadKind };

/**
 * "Download All Audio", and beyond it the WAV and the stems, each with
 * its own busy state: ask for the file's URL, fetch it as a blob and save it under its name. The
 * Free plan's 403 shows the server's reason and the way to the plans; other failures
 * are logged and, beyond the spec, briefly explained.
 */
export const useDownloadAudio = (documentId: string) => {
  const [requestDownload] = useDownloadAudioMutation();
  const [requestStems] = useDownloadStemsMutation();
  const [busy, setBusy] = useState<DownloadKind | null>(null);
  const [problem, setProblem] = useState<DownloadProblem | null>(null);

  const download = useCallback(
    async (kind: DownloadKind = 'mp3') => {
      setBusy(kind);
      setProblem(null);
      try {
        const answer =
          kind === 'stems'
            ? await requestStems(documentId)
            : await requestDownload({ documentId, format: kind });
        if ('error' in answer) {
          console.error(`download (${kind}) failed`, answer.error);
          const needsPlan = errorStatus(answer.error) === 403;
          const fallback = needsPlan
            ? VOICE_MESSAGES.downloadNeedsPlan
            : AUDIO_TEXTS.downloadFailed;
          setProblem({ message: errorMessage(answer.error, fallback), needsPlan });
          return;
        }
        const file = await fetch(answer.data.download_url);
        if (!file.ok) throw new Error(`the ${kind} file answered ${file.status}`);
        saveBlob(await file.blob(), downloadFileName(documentId, kind));
      } catch (error) {
        console.error('download failed', error);
        setProblem({ message: AUDIO_TEXTS.downloadFailed, needsPlan: false });
      } finally {
        setBusy(null);
      }
    },
    [documentId, requestDownload, requestStems],
  );

  return { busy, problem, download };
};
