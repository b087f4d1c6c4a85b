import { useState } from 'react';

import { requestSharedDownload } from '../api/shared-api';
import { LISTEN_TEXTS } from '../lib/listen-texts';

/** Hands the browser a link to save; its address is signed and short-lived, so it is not kept. */
const saveFrom = (url: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/** The combined MP3 of a link that allows it (POST shared/{token}/download-audio). */
export const useSharedDownload = (token: string) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    const answer = await requestSharedDownload(token);
    setBusy(false);
    if (answer.ok) saveFrom(answer.data.download_url);
    else setError(answer.message ?? LISTEN_TEXTS.downloadFailed);
  };
  return { busy, error, download };
};
