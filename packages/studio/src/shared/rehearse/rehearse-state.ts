import type { RehearseChoice, RehearseLine } from './rehearse-plan';
import { REHEARSE_TEXTS } from './rehearse-texts';
import type { RehearsePhase } from './use-rehearsal';

export type RehearseCurrent = Pick<RehearseLine, 'scene_index' | 'actor'> | null;

/** A speaker's name as the pages show it. */
export const speakerOf = (actor: string) => (actor === 'narrator' || !actor ? 'Narrator' : actor);

/**
 * What the rehearsal's live region says: ready (and from which line number, `from`, when not the
 * first), whose line sounds, the actor's turn (naming the button that ends the wait, `next`), or
 * the end.
 */
export const announcement = (
  choice: RehearseChoice,
  phase: RehearsePhase,
  current: RehearseCurrent,
  next?: string,
  from?: number,
) => {
  if (phase === 'done') return REHEARSE_TEXTS.done;
  const number = (current?.scene_index ?? 0) + 1;
  if (phase === 'waiting' && current) return REHEARSE_TEXTS.waiting(number, next);
  if (phase === 'playing' && current)
    return REHEARSE_TEXTS.playing(number, speakerOf(current.actor));
  return choice.character ? REHEARSE_TEXTS.ready(choice.character, from) : '';
};
