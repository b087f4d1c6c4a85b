import { errorMessage } from '@castmyscript/api';
import { useCallback, useMemo, useState } from 'react';

import {
  useGetActorsQuery,
  useGetVoiceAssignmentsQuery,
  useGetVoicesQuery,
} from '../api/voices-api';
import { initialCasting, type CastMember } from '../lib/casting';
import { VOICE_TEXTS } from '../lib/voice-messages';

/**
 * The screen's data ("loading, then loaded with existing assignments preloaded"): the
 * characters, the catalogue and the saved casting, read fresh on each visit; the writer's own
 * choices are laid over the preloaded cast.
 */
export const useCasting = (documentId: string) => {
  const fresh = { refetchOnMountOrArgChange: true };
  const actors = useGetActorsQuery(documentId, fresh);
  const voices = useGetVoicesQuery(undefined, fresh);
  const saved = useGetVoiceAssignmentsQuery(documentId, fresh);
  const [choices, setChoices] = useState<Record<string, string>>({});

  const preloaded = useMemo(
    () =>
      actors.data && voices.data && saved.data
        ? initialCasting(actors.data, saved.data, voices.data)
        : null,
    [actors.data, voices.data, saved.data],
  );
  const cast: CastMember[] | null = useMemo(
    () =>
      preloaded?.map((member) =>
        member.actor in choices
          ? { ...member, voiceId: choices[member.actor], suggested: false }
          : member,
      ) ?? null,
    [preloaded, choices],
  );

  const choose = useCallback(
    (actor: string, voiceId: string) => setChoices((current) => ({ ...current, [actor]: voiceId })),
    [],
  );
  const queries = [actors, voices, saved];
  const failed = queries.find((query) => query.isError && !query.data);
  const retry = () => queries.forEach((query) => void query.refetch());

  return {
    cast,
    voices: voices.data ?? [],
    loading: !cast && !failed,
    error: failed ? errorMessage(failed.error, VOICE_TEXTS.fetchFailed) : null,
    choose,
    retry,
  };
};
