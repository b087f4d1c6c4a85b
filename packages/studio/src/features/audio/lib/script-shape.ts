import { NARRATOR, type SceneKind } from '@castmyscript/api/contract';

import type { Segment } from './segments';

/**
 * What a line is in the script. A list from before lines had a kind reads as a screenplay would:
 * the narrator's lines as action, everyone else's as speech.
 */
export const kindOf = (segment: Pick<Segment, 'kind' | 'actor'>): SceneKind =>
  segment.kind ?? (segment.actor === NARRATOR ? 'action' : 'dialogue');

/** A parenthetical as a script prints it: in brackets, whether or not it was stored with them. */
export const parenthetical = (direction: string | null | undefined): string | null => {
  const text = direction?.trim();
  if (!text) return null;
  return text.startsWith('(') && text.endsWith(')') ? text : `(${text})`;
};
