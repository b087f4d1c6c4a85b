import {
  type SaveVoiceAssignmentsBody,
  type Voice as VoiceData,
  VOICE_MESSAGES,
} from '@castmyscript/api/contract';

import type { Voice } from '../../adapters/tts/tts-port';
import { inferTraits } from './character-traits';
import type { ScriptLine } from './script-text';
import { suggestCasting } from './suggest-casting';

/** Pure rules of casting, tested beside them. */

/**
 * The catalogue entry as the API gives it (Voice, plus description and provider): the
 * one place the server's camelCase voice becomes the contract's snake_case.
 */
export const toVoiceData = (v: Voice): VoiceData => ({
  voice_id: v.voiceId,
  name: v.name,
  gender: v.gender,
  age: v.age,
  accent: v.accent,
  preview_url: v.previewUrl,
  description: v.description,
  provider: v.engine === 'elevenlabs' ? 'elevenlabs' : 'offline',
});

export type ActorLines = { name: string; lines: number };

/**
 * A voice for every actor: the one already chosen, else the casting suggestion. Suggestions go
 * only to actors still unassigned and avoid the voices already taken, so accepting them keeps
 * every character distinct (a voice is reused only when the catalogue runs out). The script's
 * lines tell each character's gender and age (character-traits).
 */
export function suggestFor(
  actors: ActorLines[],
  assigned: Map<string, string>,
  catalogue: Voice[],
  lines: ScriptLine[] = [],
): Record<string, string> {
  const taken = new Set([...assigned.values()].filter(Boolean));
  const traits = inferTraits(
    lines,
    actors.map((a) => a.name),
  );
  const open = actors
    .filter((a) => !assigned.get(a.name))
    .map((a) => ({ ...a, ...traits.get(a.name) }));
  const free = catalogue.filter((v) => !taken.has(v.voiceId));
  const cast = new Map(
    suggestCasting(open, free.length > 0 ? free : catalogue).map((c) => [c.actor, c.voiceId]),
  );
  return Object.fromEntries(
    actors.map((a) => [a.name, assigned.get(a.name) || cast.get(a.name) || '']),
  );
}

export type AssignmentChanges = {
  save: { actor: string; voiceId: string }[];
  /** Actors sent with '' (unassigned again). */
  clear: string[];
};

/**
 * The changes a save asks for, or the contract's message for the first bad item. The last item
 * for an actor wins, as if the items were applied in order.
 */
export function checkAssignments(
  body: SaveVoiceAssignmentsBody,
  actors: Set<string>,
  voiceIds: Set<string>,
): AssignmentChanges | { error: string } {
  const wanted = new Map<string, string>();
  for (const item of body.assignments) {
    if (!actors.has(item.actor)) return { error: VOICE_MESSAGES.unknownActor };
    const voiceId = item.voice_id.trim();
    if (voiceId !== '' && !voiceIds.has(voiceId)) return { error: VOICE_MESSAGES.unknownVoice };
    wanted.set(item.actor, voiceId);
  }
  const save: AssignmentChanges['save'] = [];
  const clear: string[] = [];
  for (const [actor, voiceId] of wanted) {
    if (voiceId) save.push({ actor, voiceId });
    else clear.push(actor);
  }
  return { save, clear };
}
