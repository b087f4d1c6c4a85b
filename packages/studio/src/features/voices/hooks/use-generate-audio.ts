import { errorMessage, errorStatus } from '@castmyscript/api';
import type { AudioStatusData } from '@castmyscript/api/contract';
import { useToast } from '@castmyscript/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { stepPath } from '../../../shared/workflow/workflow-paths';
import {
  useSaveVoiceAssignmentsMutation,
  useStartAudioGenerationMutation,
} from '../api/voices-api';
import { assignmentsBody, type CastMember } from '../lib/casting';
import { generatingText, VOICE_TEXTS } from '../lib/voice-messages';
import type { AlertTone } from './use-timed-alert';

/** Where more page credits are bought (as after a 402 from processing). */
export const PACKAGES_PATH = '/dashboard/packages';

/** The redirect to the player 2 s after completion. */
export const REDIRECT_AFTER_MS = 2000;

type Phase = 'idle' | 'submitting' | 'generating' | 'completed';
export type WatchRequest = { mode: 'resume' | 'run'; key: number };

/**
 * Submit: save the assignments, start generation, then follow the status (the watch
 * itself is the progress card's) to the redirect, or back to idle on a failure. On arrival it
 * also resumes a generation already running, so coming back never offers a second start.
 */
export const useGenerateAudio = (
  documentId: string,
  show: (tone: AlertTone, text: string) => void,
) => {
  const [phase, setPhase] = useState<Phase>('idle');
  const [watch, setWatch] = useState<WatchRequest>({ mode: 'resume', key: 0 });
  const [save] = useSaveVoiceAssignmentsMutation();
  const [start] = useStartAudioGenerationMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const fail = useCallback(
    (text: string) => {
      setPhase('idle');
      show('error', text);
    },
    [show],
  );

  const submit = useCallback(
    async (cast: CastMember[]) => {
      setPhase('submitting');
      try {
        show('info', VOICE_TEXTS.saving);
        const saved = await save({ documentId, assignments: assignmentsBody(cast) });
        if ('error' in saved) return fail(errorMessage(saved.error, VOICE_TEXTS.requestFailed));
        show('info', VOICE_TEXTS.saved);
        const started = await start(documentId);
        if ('error' in started) {
          const message = errorMessage(started.error, VOICE_TEXTS.requestFailed);
          if (errorStatus(started.error) !== 402) return fail(message);
          // Edits made the script longer than the pages paid for: the message travels as a toast
          // to the packages page, where more pages are bought (as after a 402 from processing).
          setPhase('idle');
          toast.error(message);
          return navigate(PACKAGES_PATH);
        }
        show('info', VOICE_TEXTS.started);
        setPhase('generating');
        setWatch((current) => ({ mode: 'run', key: current.key + 1 }));
      } catch {
        fail(VOICE_TEXTS.generationError);
      }
    },
    [documentId, fail, navigate, save, show, start, toast],
  );

  const onStatus = useCallback(
    (status: AudioStatusData) => {
      const resumed = watch.mode === 'resume';
      // On arrival only a running generation matters; a finished one is just shown.
      if (resumed && phase === 'idle' && status.overall_status !== 'processing') return;
      if (phase !== 'generating' && phase !== 'idle') return;
      const { completed, total } = status.counts;
      if (status.overall_status === 'processing') {
        setPhase('generating');
        // Queued but no line started yet: the job is still being set up.
        const idle = completed === 0 && status.counts.processing === 0;
        show('info', idle ? VOICE_TEXTS.initializing : generatingText(completed, total));
      } else if (status.overall_status === 'completed') {
        setPhase('completed');
        show('success', VOICE_TEXTS.completed);
      } else if (status.overall_status === 'error') fail(VOICE_TEXTS.generationFailed);
      else fail(VOICE_TEXTS.generationError);
    },
    [fail, phase, show, watch.mode],
  );

  const onPollError = useCallback(
    (message: string) => {
      if (phase === 'generating') fail(message);
    },
    [fail, phase],
  );

  useEffect(() => {
    if (phase !== 'completed') return;
    const timer = setTimeout(() => navigate(stepPath(3, documentId)), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [documentId, navigate, phase]);

  return { phase, busy: phase !== 'idle', submit, watch, onStatus, onPollError };
};
