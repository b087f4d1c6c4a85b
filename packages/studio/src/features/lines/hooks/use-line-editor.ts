import { errorMessage, useAppDispatch } from '@castmyscript/api';
import type { Scene, SceneKind } from '@castmyscript/api/contract';
import { useToast } from '@castmyscript/ui-kit';
import { useEffect, useMemo, useReducer, useRef } from 'react';

import { usePatchLineMutation } from '../../../shared/api/line-api';
import {
  linesApi,
  useAddLinesMutation,
  useGetLinesQuery,
  useSaveLinesMutation,
  useUpdateLineMutation,
} from '../api/lines-api';
import { actorsOf, mergeActors } from '../lib/actors';
import { editorReducer, emptyEditor, serverIndexFor } from '../lib/editor-state';
import { changedFields, newLine, type LineDraft } from '../lib/line-edits';
import { LINE_TEXTS } from '../lib/line-messages';
import { toSaved, type EditableLine } from '../lib/line-list';

/**
 * The Script Scenes screen's data and actions ("Scene editing"): each returns whether it
 * worked, after telling the writer with the spec's message.
 */
export const useLineEditor = (documentId: string) => {
  // Read fresh on every visit: this screen's own calls do not refetch the list.
  const query = useGetLinesQuery(documentId, { refetchOnMountOrArgChange: true });
  const [state, dispatch] = useReducer(editorReducer, emptyEditor);
  const [addLines, adding] = useAddLinesMutation();
  const [updateLine, updating] = useUpdateLineMutation();
  const [saveLines, saving] = useSaveLinesMutation();
  const [patchLine, patching] = usePatchLineMutation();
  const appDispatch = useAppDispatch();
  const toast = useToast();
  const modified = useRef(false);

  useEffect(() => {
    modified.current = state.modified;
  }, [state.modified]);
  // Fresh data replaces the working copy, unless that would throw away unsaved work.
  useEffect(() => {
    if (query.data && !modified.current) dispatch({ type: 'load', lines: query.data });
  }, [query.data]);

  const actors = useMemo(() => mergeActors(actorsOf(state.lines), state.extraActors), [state]);

  const add = async (draft: LineDraft, position?: number) => {
    const serverIndex = serverIndexFor(state, position);
    const result = await addLines({
      documentId,
      lines: [newLine(draft, serverIndex)],
    });
    const line = 'data' in result ? result.data?.[0] : undefined;
    if (!line) {
      toast.error(LINE_TEXTS.addFailed);
      return false;
    }
    dispatch({ type: 'added', line, position, serverIndex });
    toast.success(LINE_TEXTS.added);
    return true;
  };

  const update = async (line: EditableLine, change: Partial<LineDraft>) => {
    const changed = changedFields(line, change);
    if (Object.keys(changed).length === 0) return true;
    const result = await updateLine({ documentId, lineId: line._id, ...changed });
    if ('error' in result || !result.data) {
      toast.error(LINE_TEXTS.updateFailed);
      return false;
    }
    dispatch({ type: 'updated', line: result.data });
    toast.success(LINE_TEXTS.updated);
    return true;
  };

  // Saved at once, as a speaker change is. The server's refusal (dialogue needs its speaker)
  // is said as it words it; the select then still shows the stored type.
  const changeType = async (line: EditableLine, type: SceneKind) => {
    if (type === line.kind) return true;
    const result = await patchLine({ documentId, lineId: line._id, body: { type } });
    if ('error' in result) {
      toast.error(errorMessage(result.error, LINE_TEXTS.updateFailed));
      return false;
    }
    dispatch({ type: 'updated', line: result.data });
    toast.success(LINE_TEXTS.updated);
    return true;
  };

  const remove = (line: EditableLine) => {
    dispatch({ type: 'deleted', key: line.key });
    toast.success(LINE_TEXTS.deleted);
  };

  /** Lines the server rewrote (edits carried over from the previous draft), unsaved work kept. */
  const carried = (lines: Scene[]) => lines.forEach((line) => dispatch({ type: 'updated', line }));

  const addActor = (name: string) => dispatch({ type: 'actorAdded', name });

  const save = async () => {
    const result = await saveLines({ documentId, lines: toSaved(state.lines) });
    if ('error' in result || !result.data) {
      toast.error(LINE_TEXTS.saveFailed);
      return false;
    }
    dispatch({ type: 'load', lines: result.data });
    appDispatch(linesApi.util.upsertQueryData('getLines', documentId, result.data));
    toast.success(LINE_TEXTS.saved);
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
