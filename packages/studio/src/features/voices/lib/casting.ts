import type {
  SaveVoiceAssignmentsBody,
  Voice,
  VoiceAssignmentsData,
} from '@castmyscript/api/contract';

/** One character on the screen (a local numeric id and the name). */
export type CastMember = {
  id: number;
  actor: string;
  /** '' while unassigned. */
  voiceId: string;
  /** Preloaded from the server's suggestion and not yet confirmed by the writer. */
  suggested: boolean;
};

/**
 * Saved assignments are preloaded. Beyond the spec, an actor still unassigned gets the
 * server's suggested voice, marked as such. A voice no longer in the catalogue counts as none.
 */
export function initialCasting(
  actors: string[],
  { assignments, suggested = {} }: VoiceAssignmentsData,
  voices: Pick<Voice, 'voice_id'>[],
): CastMember[] {
  const known = new Set(voices.map((voice) => voice.voice_id));
  return actors.map((actor, id) => {
    const saved = assignments[actor];
    if (saved && known.has(saved)) return { id, actor, voiceId: saved, suggested: false };
    const proposal = suggested[actor];
    if (proposal && known.has(proposal)) return { id, actor, voiceId: proposal, suggested: true };
    return { id, actor, voiceId: '', suggested: false };
  });
}

export const castVoice = (cast: CastMember[], id: number, voiceId: string) =>
  cast.map((member) => (member.id === id ? { ...member, voiceId, suggested: false } : member));

export function castCounts(cast: CastMember[]) {
  const assigned = cast.filter((member) => member.voiceId).length;
  return { assigned, pending: cast.length - assigned };
}

/** Generate needs at least one actor and a voice for every one. */
export const canGenerate = (cast: CastMember[]) =>
  cast.length > 0 && cast.every((member) => member.voiceId);

export const assignmentsBody = (cast: CastMember[]): SaveVoiceAssignmentsBody['assignments'] =>
  cast.map(({ actor, voiceId }) => ({ actor, voice_id: voiceId }));
