import { errorMessage } from '@castmyscript/api';
import { useCallback, useState } from 'react';

import { useGeneratePendingAudioMutation } from '../api/audio-api';
import { PLAYER_TEXTS } from '../lib/player-texts';
import type { Segment } from '../lib/segments';

/**
 * "make what's missing from where you are": the lines waiting for audio (after a
 * pronunciation or narrator change, say) and the one call that makes exactly those. The screen's
 * status poll then follows the run, as it follows Generate.
 */
export const usePendingAudio = (documentId: string, segments: Segment[]) => {
  const [generate, state] = useGeneratePendingAudioMutation();
  const [error, setError] = useState<string | null>(null);
  const count = segments.filter((segment) => segment.status === 'pending').length;

  const make = useCallback(async () => {
    setError(null);
    const result = await generate(documentId);
    if ('error' in result) setError(errorMessage(result.error, PLAYER_TEXTS.generateFailed));
  }, [documentId, generate]);

  return { count, busy: state.isLoading, error, make };
};
