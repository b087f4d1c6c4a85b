import { errorMessage, useAppDispatch } from '@castmyscript/api';
import type { AudioStatusData } from '@castmyscript/api/contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';

import { audioStatusApi } from '../api/audio-status-api';
import { AUDIO_TEXTS } from '../lib/audio-messages';
import { watchAudioStatus } from '../lib/watch-audio-status';

/** How many `not_started` answers a just-started generation is given (about 15 s). */
const NOT_STARTED_GRACE = 5;

export type WatchMode = 'resume' | 'run';

type Callbacks = {
  onStatus?: (status: AudioStatusData) => void;
  onPollError?: (message: string) => void;
};

/**
 * Watches a document's audio generation while the component is mounted: `run` after the writer
 * started it, `resume` to pick up one already running (a single read when nothing runs). Leaving
 * the screen unmounts the component, which cancels the poll.
 */
export const useAudioStatusWatch = (documentId: string, mode: WatchMode, callbacks: Callbacks) => {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<AudioStatusData | null>(null);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(
    () =>
      watchAudioStatus({
        poll: async () => {
          // Subscribed while the read is in flight: an 'Audio' invalidation held back until no
          // request is pending (Generate's, RTK Query's delayed invalidation) lands when this
          // read ends, and on an entry nobody subscribes to it removes the answer before
          // `unwrap` reads it, which then resolves to nothing. With a subscriber it refetches.
          const read = dispatch(
            audioStatusApi.endpoints.getAudioStatus.initiate(documentId, { forceRefetch: true }),
          );
          try {
            return await read.unwrap();
          } finally {
            read.unsubscribe();
          }
        },
        onStatus: (next) => {
          setStatus(next);
          latest.current.onStatus?.(next);
        },
        onFailed: (error) =>
          latest.current.onPollError?.(
            errorMessage(error as FetchBaseQueryError, AUDIO_TEXTS.statusFailed),
          ),
        notStartedGrace: mode === 'run' ? NOT_STARTED_GRACE : 0,
      }),
    [dispatch, documentId, mode],
  );

  return status;
};
