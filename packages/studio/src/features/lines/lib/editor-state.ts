import type { Scene } from '@castmyscript/api/contract';

import { newActorName } from './actors';
import { insertLine, removeLine, replaceLine, toEditable, type EditableLine } from './line-list';

/**
 * The working copy behind the Script Scenes screen. Adds and edits are saved at once (* add and
 * update-text calls); deletions and new actors stay local until Save Changes,
 * which is what `modified` tracks. `serverIds` is the order the server holds, deleted lines
 * included, so an insert made before saving a deletion still lands in the right place there.
 */
export type EditorState = {
  lines: EditableLine[];
  serverIds: string[];
  /** Actors created in the modal that no line uses yet. */
  extraActors: string[];
  modified: boolean;
};

export type EditorAction =
  | { type: 'load'; lines: Scene[] }
  | { type: 'added'; line: Scene; position?: number; serverIndex?: number }
  | { type: 'updated'; line: Scene }
  | { type: 'deleted'; key: string }
  | { type: 'actorAdded'; name: string };

export const emptyEditor: EditorState = {
  lines: [],
  serverIds: [],
  extraActors: [],
  modified: false,
};

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return {
        lines: action.lines.map(toEditable),
        serverIds: action.lines.map((line) => line._id),
        extraActors: [],
        modified: false,
      };
    case 'added': {
      const ids = [...state.serverIds];
      ids.splice(action.serverIndex ?? ids.length, 0, action.line._id);
      return {
        ...state,
        lines: insertLine(state.lines, toEditable(action.line), action.position),
        serverIds: ids,
      };
    }
    case 'updated':
      return { ...state, lines: replaceLine(state.lines, action.line) };
    case 'deleted':
      return { ...state, lines: removeLine(state.lines, action.key), modified: true };
    case 'actorAdded': {
      const known = [...state.lines.map((line) => line.actor), ...state.extraActors];
      const added = newActorName(known, action.name);
      if (!added?.isNew) return state;
      return { ...state, extraActors: [...state.extraActors, added.name], modified: true };
    }
  }
}

/** Where the server must insert a line placed before working-copy position `position`. */
export function serverIndexFor(state: EditorState, position?: number): number | undefined {
  if (position === undefined || position >= state.lines.length) return undefined;
  const index = state.serverIds.indexOf(state.lines[position]?._id ?? '');
  return index === -1 ? undefined : index;
}
