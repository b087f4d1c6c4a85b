import type { Scene } from '@castmyscript/api/contract';

/**
 * The Script Scenes screen edits a working copy of the document's lines ("Scene
 * editing"): these pure functions insert, change and delete lines and keep `scene_index` equal
 * to the position (zero-based), so later lines shift by one on every insert or delete.
 */
export type EditableLine = Pick<
  Scene,
  '_id' | 'scene_index' | 'actor' | 'dialog' | 'kind' | 'direction' | 'direction_after' | 'change'
> & {
  /** React key: the server id. */
  key: string;
};

export const toEditable = (line: Scene): EditableLine => ({
  key: line._id,
  _id: line._id,
  scene_index: line.scene_index,
  actor: line.actor,
  dialog: line.dialog,
  kind: line.kind,
  direction: line.direction,
  direction_after: line.direction_after,
  ...(line.change ? { change: line.change } : {}),
});

export const renumber = (lines: EditableLine[]): EditableLine[] =>
  lines.map((line, index) => (line.scene_index === index ? line : { ...line, scene_index: index }));

/** Inserts at `position` (clamped), or at the end without one. */
export function insertLine(
  lines: EditableLine[],
  line: EditableLine,
  position?: number,
): EditableLine[] {
  const at = position === undefined ? lines.length : Math.min(Math.max(position, 0), lines.length);
  return renumber([...lines.slice(0, at), line, ...lines.slice(at)]);
}

/** Puts the server's answer for a line in place, keeping its position in the working copy. */
export const replaceLine = (lines: EditableLine[], line: Scene): EditableLine[] =>
  lines.map((old) =>
    old._id === line._id ? { ...toEditable(line), scene_index: old.scene_index } : old,
  );

export const removeLine = (lines: EditableLine[], key: string): EditableLine[] =>
  renumber(lines.filter((line) => line.key !== key));

/**
 * The bulk-save body: the list in order, each line with `metadata {actor, dialog}`.
 * Directions are not sent: the server keeps each kept line's own.
 */
export const toSaved = (lines: EditableLine[]) =>
  lines.map((line, index) => ({
    _id: line._id,
    scene_index: index,
    actor: line.actor,
    dialog: line.dialog,
    metadata: { actor: line.actor, dialog: line.dialog },
  }));
