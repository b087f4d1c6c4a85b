/**
 * The `npm run parse` output form, which the corpus scorer reads: a
 * direction goes back in front of its speech (or after it, where it closed the speech) as a
 * parenthetical item of the same actor.
 */
import type { ScriptLine } from './model';

export interface ScoredLine {
  actor: string;
  dialog: string;
  type: 'scene_heading' | 'action' | 'transition' | 'dialogue' | 'parenthetical';
}

export const toScoredLines = (lines: ScriptLine[]): ScoredLine[] =>
  lines.flatMap((l): ScoredLine[] => [
    ...(l.direction
      ? [{ actor: l.actor, dialog: l.direction, type: 'parenthetical' as const }]
      : []),
    { actor: l.actor, dialog: l.dialog, type: l.kind },
    ...(l.directionAfter
      ? [{ actor: l.actor, dialog: l.directionAfter, type: 'parenthetical' as const }]
      : []),
  ]);
