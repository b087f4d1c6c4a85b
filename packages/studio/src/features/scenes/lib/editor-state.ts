import type { Scene } from '@castmyscript/api/contract';

import { newActorName } from './actors';
import {
  insertScene,
  removeScene,
  replaceScene,
  toEditable,
  type EditableScene,
} from './scene-list';

/**
 * The working copy behind the Script Scenes screen. Adds and edits are saved at once (* add and
 * update-text calls); deletions and new actors stay local until Save Changes,
 * which is what `modified` tracks. `serverIds` is the order the server holds, deleted lines
 * included, so an insert made before saving a deletion still lands in the right place there.
 */
export type EditorState = {
  scenes: EditableScene[];
  serverIds: string[];
  /** Actors created in the modal that no line uses yet. */
  extraActors: string[];
  modified: boolean;
};

export type EditorAction =
  | { type: 'load'; scenes: Scene[] }
  | { type: 'added'; scene: Scene; position?: number; serverIndex?: number }
  | { type: 'updated'; scene: Scene }
  | { type: 'deleted'; key: string }
  | { type: 'actorAdded'; name: string };

export const emptyEditor: EditorState = {
  scenes: [],
  serverIds: [],
  extraActors: [],
  modified: false,
};

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return {
        scenes: action.scenes.map(toEditable),
        serverIds: action.scenes.map((scene) => scene._id),
        extraActors: [],
        modified: false,
      };
    case 'added': {
      const ids = [...state.serverIds];
      ids.splice(action.serverIndex ?? ids.length, 0, action.scene._id);
      return {
        ...state,
        scenes: insertScene(state.scenes, toEditable(action.scene), action.position),
        serverIds: ids,
      };
    }
    case 'updated':
      return { ...state, scenes: replaceScene(state.scenes, action.scene) };
    case 'deleted':
      return { ...state, scenes: removeScene(state.scenes, action.key), modified: true };
    case 'actorAdded': {
      const known = [...state.scenes.map((scene) => scene.actor), ...state.extraActors];
      const added = newActorName(known, action.name);
      if (!added?.isNew) return state;
      return { ...state, extraActors: [...state.extraActors, added.name], modified: true };
    }
  }
}

/** Where the server must insert a line placed before working-copy position `position`. */
export function serverIndexFor(state: EditorState, position?: number): number | undefined {
  if (position === undefined || position >= state.scenes.length) return undefined;
  const index = state.serverIds.indexOf(state.scenes[position]?._id ?? '');
  return index === -1 ? undefined : index;
}
