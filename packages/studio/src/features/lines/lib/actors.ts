import { NARRATOR } from '@castmyscript/api/contract';

import type { EditableLine } from './line-list';

export { NARRATOR };

/**
 * The actor list: every speaker of the lines, most lines first, the narrator first
 * if present. Ties keep first-appearance order, so the list does not jump while editing.
 */
export function actorsOf(lines: Pick<EditableLine, 'actor'>[]): string[] {
  const counts = new Map<string, number>();
  for (const { actor } of lines) if (actor) counts.set(actor, (counts.get(actor) ?? 0) + 1);
  const order = [...counts.keys()];
  return order.sort((a, b) => {
    if (a === NARRATOR || b === NARRATOR) return a === NARRATOR ? -1 : 1;
    return (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || order.indexOf(a) - order.indexOf(b);
  });
}

/** Joins two actor lists, keeping the first one's order and adding the new names after. */
export const mergeActors = (first: string[], second: string[]) => [
  ...first,
  ...second.filter((name) => !first.includes(name)),
];

/**
 * A new actor's name is trimmed and must not be empty; a name already present
 * (ignoring case, since parsed names are upper-case) is silently not added again. Returns the name
 * to select, or null when there is nothing to add.
 */
export function newActorName(
  actors: string[],
  typed: string,
): { name: string; isNew: boolean } | null {
  const name = typed.trim().replace(/\s+/g, ' ');
  if (!name) return null;
  const existing = actors.find((actor) => actor.toLowerCase() === name.toLowerCase());
  return existing ? { name: existing, isNew: false } : { name, isNew: true };
}

/** How a line's speaker is shown: the narrator by role, others by name (fallback). */
export const actorLabel = (actor: string) =>
  !actor ? 'No actor assigned' : actor === NARRATOR ? 'Narrator' : actor;
