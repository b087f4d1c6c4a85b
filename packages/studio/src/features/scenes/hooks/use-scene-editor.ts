import { errorMessage, useAppDispatch } from '@castmyscript/api';
import type { Scene, SceneKind } from '@castmyscript/api/contract';
import { useToast } from '@castmyscript/ui-kit';
import { useEffect, useMemo, useReducer, useRef } from 'react';

import { usePatchLineMutation } from '../../../shared/api/line-api';
import {
  scenesApi,
  useAddScenesMutation,
  useGetScenesQuery,
  useSaveScenesMutation,
  useUpdateSceneMutation,
} from '../api/scenes-api';
import { actorsOf, mergeActors } from '../lib/actors';
import { editorReducer, emptyEditor, serverIndexFor } from '../lib/editor-state';
import { changedFields, newLine, type SceneDraft } from '../lib/scene-edits';
import { SCENE_TEXTS } from '../lib/scene-messages';
import { toSaved, type EditableScene } from '../lib/scene-list';

/**
 * The Script Scenes screen's data and actions ("Scene editing"): each returns whether it
 * worked, after telling the writer with the spec's message.
 */
export const useSceneEditor = (documentId: string) => {
  // Read fresh on every visit: this screen's own calls do not refetch the list.
  const query = useGetScenesQuery(documentId, { refetchOnMountOrArgChange: true });
  const [state, dispatch] = useReducer(editorReducer, emptyEditor);
  const [addScenes, adding] = useAddScenesMutation();
  const [updateScene, updating] = useUpdateSceneMutation();
  const [saveScenes, saving] = useSaveScenesMutation();
  const [patchLine, patching] = usePatchLineMutation();
  const appDispatch = useAppDispatch();
  const toast = useToast();
  const modified = useRef(false);

  useEffect(() => {
    modified.current = state.modified;
  }, [state.modified]);
  // Fresh data replaces the working copy, unless that would throw away unsaved work.
  useEffect(() => {
    if (query.data && !modified.current) dispatch({ type: 'load', scenes: query.data });
  }, [query.data]);

  const actors = useMemo(() => mergeActors(actorsOf(state.scenes), state.extraActors), [state]);

  const add = async (draft: SceneDraft, position?: number) => {
    const serverIndex = serverIndexFor(state, position);
    const result = await addScenes({
      documentId,
      scenes: [newLine(draft, serverIndex)],
    });
    const scene = 'data' in result ? result.data?.[0] : undefined;
    if (!scene) {
      toast.error(SCENE_TEXTS.addFailed);
      return false;
    }
    dispatch({ type: 'added', scene, position, serverIndex });
    toast.success(SCENE_TEXTS.added);
    return true;
  };

  const update = async (scene: EditableScene, change: Partial<SceneDraft>) => {
    const changed = changedFields(scene, change);
    if (Object.keys(changed).length === 0) return true;
    const result = await updateScene({ documentId, sceneId: scene._id, ...changed });
    if ('error' in result || !result.data) {
      toast.error(SCENE_TEXTS.updateFailed);
      return false;
    }
    dispatch({ type: 'updated', scene: result.data });
    toast.success(SCENE_TEXTS.updated);
    return true;
  };

  // Saved at once, as a speaker change is. The server's refusal (dialogue needs its speaker)
  // is said as it words it; the select then still shows the stored type.
  const changeType = async (scene: EditableScene, type: SceneKind) => {
    if (type === scene.kind) return true;
    const result = await patchLine({ documentId, sceneId: scene._id, body: { type } });
    if ('error' in result) {
      toast.error(errorMessage(result.error, SCENE_TEXTS.updateFailed));
      return false;
    }
    dispatch({ type: 'updated', scene: result.data });
    toast.success(SCENE_TEXTS.updated);
    return true;
  };

  const remove = (scene: EditableScene) => {
    dispatch({ type: 'deleted', key: scene.key });
    toast.success(SCENE_TEXTS.deleted);
  };

  /** Lines the server rewrote (edits carried over from the previous draft), unsaved work kept. */
  const carried = (scenes: Scene[]) =>
    scenes.forEach((scene) => dispatch({ type: 'updated', scene }));

  const addActor = (name: string) => dispatch({ type: 'actorAdded', name });

  const save = async () => {
    const result = await saveScenes({ documentId, scenes: toSaved(state.scenes) });
    if ('error' in result || !result.data) {
      toast.error(SCENE_TEXTS.saveFailed);
      return false;
    }
    dispatch({ type: 'load', scenes: result.data });
    appDispatch(scenesApi.util.upsertQueryData('getScenes', documentId, result.data));
    toast.success(SCENE_TEXTS.saved);
    return true;
  };

  return {
    query,
    state,
    actors,
    add,
    update,
    changeType,
    remove,
    addActor,
    carried,
    save,
    busy: {
      adding: adding.isLoading,
      updating: updating.isLoading || patching.isLoading,
      saving: saving.isLoading,
    },
  };
};
