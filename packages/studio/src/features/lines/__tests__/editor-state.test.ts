import {
  editorReducer,
  emptyEditor,
  serverIndexFor,
  type EditorAction,
  type EditorState,
} from '../lib/editor-state';
import { headingsOf } from '../lib/scene-headings';
import { line, script } from './line-fixtures';

const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state);
const loaded = () => run(emptyEditor, { type: 'load', lines: script() });
const dialogs = (state: EditorState) => state.lines.map((s) => s.dialog);
const indexes = (state: EditorState) => state.lines.map((s) => s.scene_index);

test('inserting shifts the later lines by one and keeps indexes equal to positions', () => {
  const state = run(loaded(), {
    type: 'added',
    line: line('MARA', 'New line'),
    position: 2,
    serverIndex: 2,
  });
  expect(dialogs(state)[2]).toBe('New line');
  expect(dialogs(state)[3]).toBe('Every night for thirty years.');
  expect(indexes(state)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  // Adding is saved at once: nothing waits for Save Changes.
  expect(state.modified).toBe(false);
});

test('adding without a position puts the line at the end', () => {
  const state = run(loaded(), { type: 'added', line: line('MARA', 'Last') });
  expect(dialogs(state).at(-1)).toBe('Last');
});

test('deleting removes the line, renumbers, and marks the list modified', () => {
  const before = loaded();
  const state = run(before, { type: 'deleted', key: before.lines[1].key });
  expect(dialogs(state)).not.toContain('Waves hammer the rocks below.');
  expect(indexes(state)).toEqual([0, 1, 2, 3, 4]);
  expect(state.modified).toBe(true);
});

test('a new actor marks the list modified; an existing one changes nothing', () => {
  expect(run(loaded(), { type: 'actorAdded', name: ' ELLEN ' })).toMatchObject({
    extraActors: ['ELLEN'],
    modified: true,
  });
  const same = loaded();
  expect(run(same, { type: 'actorAdded', name: 'mara' })).toBe(same);
  expect(run(same, { type: 'actorAdded', name: '  ' })).toBe(same);
});

test('an edited line keeps its place; loading again clears the flag', () => {
  const before = run(loaded(), { type: 'deleted', key: loaded().lines[0].key });
  const changed = { ...script()[2], _id: before.lines[1]._id, actor: 'TOBIAS', dialog: 'Changed' };
  const state = run(before, { type: 'updated', line: changed });
  expect(state.lines[1]).toMatchObject({ actor: 'TOBIAS', dialog: 'Changed', scene_index: 1 });
  expect(run(state, { type: 'load', lines: script() }).modified).toBe(false);
});

test('after an unsaved deletion, an insert still lands in the right place on the server', () => {
  const before = loaded();
  const state = run(before, { type: 'deleted', key: before.lines[1].key });
  // Inserting before the working copy's line 3 (TOBIAS) means before the server's line 4.
  expect(serverIndexFor(state, 2)).toBe(3);
  expect(serverIndexFor(state, 0)).toBe(0);
  expect(serverIndexFor(state, undefined)).toBeUndefined();
  expect(serverIndexFor(state, state.lines.length)).toBeUndefined();
});

test('each line knows the scene heading it belongs to', () => {
  const state = loaded();
  const headings = headingsOf(state.lines);
  expect(state.lines.map((s) => headings.get(s.key))).toEqual([
    'EXT. CLIFFTOP LIGHTHOUSE - NIGHT',
    'EXT. CLIFFTOP LIGHTHOUSE - NIGHT',
    'EXT. CLIFFTOP LIGHTHOUSE - NIGHT',
    'EXT. CLIFFTOP LIGHTHOUSE - NIGHT',
    'INT. LAMP ROOM - CONTINUOUS',
    'INT. LAMP ROOM - CONTINUOUS',
  ]);
  expect(headingsOf([{ key: 'a', kind: 'action', dialog: 'Fade in.' }]).get('a')).toBeNull();
});
