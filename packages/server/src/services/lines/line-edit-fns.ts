import { NARRATOR, type SceneKind } from '@castmyscript/api/contract';

import type { LineRow } from '../../db/schema';
import { clean, kindForSpeaker } from './lines-fns';

/** One line's edit, whatever call asked for it; `undefined` keeps the stored value. */
export type LineEdit = {
  dialog?: string;
  actor?: string;
  kind?: SceneKind;
  /** '' (or blank) removes the parenthetical. */
  direction?: string;
  directionAfter?: string;
};

type Values = Partial<Pick<LineRow, 'dialog' | 'actor' | 'kind' | 'direction' | 'directionAfter'>>;

const isNarratorKind = (kind: SceneKind) => kind !== 'dialogue';

/**
 * The columns an edit writes. A speaker change without a type follows the speaker (see
 * kindForSpeaker). A type given wins: made a heading, action or transition, a character's line
 * passes to the narrator, who reads those; made dialogue, a narrator line needs the character
 * who says it ('speaker_needed' when none is given).
 */
export function editedValues(
  current: Pick<LineRow, 'actor' | 'kind'>,
  edit: LineEdit,
): Values | 'speaker_needed' {
  const values: Values = {};
  if (edit.dialog !== undefined) values.dialog = clean(edit.dialog);
  if (edit.direction !== undefined) values.direction = clean(edit.direction).trim() || null;
  if (edit.directionAfter !== undefined)
    values.directionAfter = clean(edit.directionAfter).trim() || null;
  let actor = edit.actor === undefined ? current.actor : clean(edit.actor);
  let kind = current.kind;
  if (edit.kind !== undefined) {
    kind = edit.kind;
    if (isNarratorKind(kind) && edit.actor === undefined) actor = NARRATOR;
    if (kind === 'dialogue' && (actor === NARRATOR || actor.trim() === '')) return 'speaker_needed';
  } else if (actor !== current.actor) {
    kind = kindForSpeaker(current.kind, actor);
  }
  if (actor !== current.actor) values.actor = actor;
  if (kind !== current.kind) values.kind = kind;
  return values;
}
