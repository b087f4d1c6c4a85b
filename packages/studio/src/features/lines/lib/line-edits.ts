import type { AddScenesBody, UpdateSceneQuery } from '@castmyscript/api/contract';

import type { EditableLine } from './line-list';

/** What the add/edit form gives: the directions as typed, '' meaning none. */
export type LineDraft = {
  actor: string;
  dialog: string;
  direction?: string;
  direction_after?: string;
};

const DIRECTIONS = ['direction', 'direction_after'] as const;

/**
 * The update-text query for what the writer changed, empty when nothing did. A
 * direction is compared as the server keeps it (trimmed, none as ''), and '' is sent when one is
 * cleared: that is how the call removes it.
 */
export function changedFields(
  line: EditableLine,
  change: Partial<LineDraft>,
): Partial<UpdateSceneQuery> {
  const query: Partial<UpdateSceneQuery> = {};
  if (change.dialog !== undefined && change.dialog !== line.dialog) {
    query.scene_text = change.dialog;
  }
  if (change.actor !== undefined && change.actor !== line.actor) query.actor = change.actor;
  for (const field of DIRECTIONS) {
    const typed = change[field]?.trim();
    if (typed !== undefined && typed !== (line[field] ?? '')) query[field] = typed;
  }
  return query;
}

/** An add call's line; directions only when given, so a plain line is sent as the spec's. */
export function newLine(draft: LineDraft, lineIndex?: number): AddScenesBody[number] {
  const item: AddScenesBody[number] = {
    actor: draft.actor,
    text: draft.dialog,
    scene_index: lineIndex,
  };
  for (const field of DIRECTIONS) {
    const typed = draft[field]?.trim();
    if (typed) item[field] = typed;
  }
  return item;
}
