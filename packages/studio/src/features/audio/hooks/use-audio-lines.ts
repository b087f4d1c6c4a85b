import { errorMessage } from '@castmyscript/api';
import type { AudioSpeed } from '@castmyscript/api/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useGenerateLineAudioMutation, useGetAudioUrlsQuery } from '../api/audio-api';
import { useGetAudioStatusQuery } from '../api/audio-status-api';
import { AUDIO_TEXTS } from '../lib/audio-messages';
import { toSegments, type SpeedSetting } from '../lib/segments';
import { AUDIO_POLL_MS } from '../lib/watch-audio-status';

/**
 * The lines of the Audio Production screen. While generation runs the status is polled every 3 s
 * and the lines are read again whenever it moves, so lines become playable as they are done. The
 * speeds are the screen's own: all back to 1x whenever the list is loaded, but not on
 * those background reads, which only fill in new lines.
 */
export const useAudioLines = (documentId: string) => {
  const [running, setRunning] = useState(false);
  const status = useGetAudioStatusQuery(documentId, {
    refetchOnMountOrArgChange: true,
    pollingInterval: running ? AUDIO_POLL_MS : 0,
  });
  const urls = useGetAudioUrlsQuery(documentId, { refetchOnMountOrArgChange: true });
  const [speeds, setSpeeds] = useState<Record<string, SpeedSetting>>({});
  const [generateLine] = useGenerateLineAudioMutation();
  const seen = useRef(status.data);
  const { refetch: refetchUrls } = urls;

  useEffect(() => {
    setRunning(status.data?.overall_status === 'processing');
    // The first status arrives with the first list; later changes mean new lines are ready.
    if (seen.current && status.data && seen.current !== status.data) void refetchUrls();
    seen.current = status.data;
  }, [status.data, refetchUrls]);

  const segments = useMemo(() => toSegments(urls.data ?? [], speeds), [urls.data, speeds]);

  const reload = useCallback(() => {
    setSpeeds({});
    void refetchUrls();
  }, [refetchUrls]);

  /**
   * Fetches the line's audio at `speed` (per-line generate) and resolves to its URL;
   * on a failure the line keeps its previous speed and audio and shows why.
   */
  const changeSpeed = useCallback(
    async (lineId: string, speed: AudioSpeed, previous: AudioSpeed) => {
      const update = (setting: Partial<SpeedSetting>) =>
        setSpeeds((all) => ({
          ...all,
          [lineId]: { ...(all[lineId] ?? { speed: previous }), ...setting },
        }));
      update({ speed, busy: true, error: undefined });
      const result = await generateLine({ documentId, lineId, speed });
      if ('error' in result) {
        update({
          speed: previous,
          busy: false,
          error: errorMessage(result.error, AUDIO_TEXTS.speedFailed),
        });
        return null;
      }
      const url = result.data.audio_url;
      setSpeeds((all) => ({ ...all, [lineId]: { speed, url, busy: false } }));
      return url;
    },
    [documentId, generateLine],
  );

  return {
    segments,
    status: status.data,
    loading: urls.isLoading,
    refreshing: urls.isFetching && !urls.isLoading,
    // "Audio list" gives one message, whatever the server said.
    error: urls.isError && !urls.data ? AUDIO_TEXTS.fetchFailed : null,
    reload,
    changeSpeed,
  };
};
