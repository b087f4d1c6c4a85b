import type { Scene } from '@castmyscript/api/contract';

/**
 * The Script Scenes screen edits a working copy of the document's lines ("Scene
 * editing"): these pure functions insert, change and delete lines and keep `scene_index` equal
 * to the position (zero-based), so later lines shift by one on every insert or delete.
 */
export type EditableScene = Pick<
  Scene,
  '_id' | 'scene_index' | 'actor' | 'dialog' | 'kind' | 'direction' | 'direction_after' | 'change'
> & {
  /** React key: the server id. */
  key: string;
};

export const toEditable = (scene: Scene): EditableScene => ({
  key: scene._id,
  _id: scene._id,
  scene_index: scene.scene_index,
  actor: scene.actor,
  dialog: scene.dialog,
  kind: scene.kind,
  direction: scene.direction,
  direction_after: scene.direction_after,
  ...(scene.change ? { change: scene.change } : {}),
});

export const renumber = (scenes: EditableScene[]): EditableScene[] =>
  scenes.map((scene, index) =>
    scene.scene_index === index ? scene : { ...scene, scene_index: index },
  );

/** Inserts at `position` (clamped), or at the end without one. */
export function insertScene(
  scenes: EditableScene[],
  scene: EditableScene,
  position?: number,
): EditableScene[] {
  const at =
    position === undefined ? scenes.length : Math.min(Math.max(position, 0), scenes.length);
  return renumber([...scenes.slice(0, at), scene, ...scenes.slice(at)]);
}

/** Puts the server's answer for a line in place, keeping its position in the working copy. */
export const replaceScene = (scenes: EditableScene[], scene: Scene): EditableScene[] =>
  scenes.map((old) =>
    old._id === scene._id ? { ...toEditable(scene), scene_index: old.scene_index } : old,
  );

export const removeScene = (scenes: EditableScene[], key: string): EditableScene[] =>
  renumber(scenes.filter((scene) => scene.key !== key));

/**
 * The bulk-save body: the list in order, each line with `metadata {actor, dialog}`.
 * Directions are not sent: the server keeps each kept line's own.
 */
export const toSaved = (scenes: EditableScene[]) =>
  scenes.map((scene, index) => ({
    _id: scene._id,
    scene_index: index,
    actor: scene.actor,
    dialog: scene.dialog,
    metadata: { actor: scene.actor, dialog: scene.dialog },
  }));
