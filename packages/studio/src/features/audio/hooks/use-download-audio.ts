import { errorMessage, errorStatus } from '@castmyscript/api';
import { VOICE_MESSAGES } from '@castmyscript/api/contract';
import { useCallback, useState } from 'react';

import { useDownloadAudioMutation } from '../api/audio-api';
import { AUDIO_TEXTS as T } from '../lib/audio-messages';
import { combinedFileName, saveBlob } from '../lib/save-file';

export type DownloadProblem = { message: string; needsPlan: boolean };

/**
 * Spec 2 §4/§7 "Download All Audio", with its own busy flag: ask for the combined file's URL,
 * fetch it as a blob and save it as {documentId}_combined.mp3. The Free plan's 403 shows the
 * server's reason and the way to the plans (spec 2 §6); other failures are logged (spec 2 §8)
 * and, beyond the spec, briefly explained.
 */
export const useDownloadAudio = (documentId: string) => {
  const [requestDownload] = useDownloadAudioMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DownloadProblem | null>(null);

  const download = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await requestDownload(documentId);
      if ('error' in answer) {
        console.error('download-audio failed', answer.error);
        const needsPlan = errorStatus(answer.error) === 403;
        const fallback = needsPlan ? VOICE_MESSAGES.downloadNeedsPlan : T.downloadFailed;
        setProblem({ message: errorMessage(answer.error, fallback), needsPlan });
        return;
      }
      const file = await fetch(answer.data.download_url);
      if (!file.ok) throw new Error(`combined file answered ${file.status}`);
      saveBlob(await file.blob(), combinedFileName(documentId));
    } catch (error) {
      console.error('download failed', error);
      setProblem({ message: T.downloadFailed, needsPlan: false });
    } finally {
      setBusy(false);
    }
  }, [documentId, requestDownload]);

  return { busy, problem, download };
};
