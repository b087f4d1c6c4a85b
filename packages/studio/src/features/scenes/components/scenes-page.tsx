import { errorMessage } from '@castmyscript/api';
import { PageLoader, PageTitle, useModal } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';
import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';

import { useGetDocumentQuery } from '../../../shared/api/document-api';
import { NewDraftButton } from '../../../shared/components/new-draft-button';
import { Notice } from '../../../shared/components/notice';
import { WorkflowFrame } from '../../../shared/workflow/workflow-frame';
import { useDraftChanges } from '../hooks/use-draft-changes';
import { useSceneEditor } from '../hooks/use-scene-editor';
import { DRAFT_TEXTS, isNewOrChanged } from '../lib/draft-changes';
import type { SceneDraft } from '../lib/scene-edits';
import { SCENE_TEXTS } from '../lib/scene-messages';
import { DraftChangesPanel } from './draft-changes';
import { DraftReview } from './draft-review';
import { PageCount } from './page-count';
import { SceneList } from './scene-list';
import { SceneModal, type SceneModalMode } from './scene-modal';
import { ScenesToolbar } from './scenes-toolbar';

/** The Notes panel, composed in by the app; lines are found by `anchor` (scene-card ids). */
export type ScenesNotesSlot = ComponentType<{
  documentId: string;
  lines: { scene_id: string; scene_index: number; actor: string; dialog: string }[];
  anchor: (sceneId: string) => string;
}>;

const sceneAnchor = (sceneId: string) => `scene-line-${sceneId}`;

/** /dashboard/process/{id}/scenes ("Scene editing screen"). */
export const ScenesPage = ({ Notes }: { Notes?: ScenesNotesSlot }) => {
  const { documentId } = useParams();
  if (!documentId) return <WorkflowFrame step={1}>{null}</WorkflowFrame>;
  return <ScenesScreen documentId={documentId} Notes={Notes} />;
};

const ScenesScreen = ({ documentId, Notes }: { documentId: string; Notes?: ScenesNotesSlot }) => {
  const editor = useSceneEditor(documentId);
  const { query, state } = editor;
  const [modal, setModal] = useState<SceneModalMode | null>(null);
  const { confirm } = useModal();
  const { draft, removed } = useDraftChanges(documentId);
  const billing = useGetDocumentQuery(documentId).data;
  const [changedOnly, setChangedOnly] = useState(false);
  const filtering = !!draft && changedOnly;

  // Deletions and new actors are lost on leaving: ask first (beyond the spec).
  const beforeLeave = async () =>
    !state.modified ||
    confirm({
      header: 'Unsaved changes',
      message: 'You have unsaved changes. Leave this step without saving them?',
      acceptLabel: 'Leave without saving',
      rejectLabel: 'Stay',
      danger: true,
    });

  const submit = async (values: SceneDraft) => {
    if (!modal) return;
    const done =
      modal.kind === 'edit'
        ? await editor.update(modal.scene, values)
        : await editor.add(values, modal.position);
    if (done) setModal(null);
  };

  const loaded = !!query.data;
  const failed = query.isError && !loaded;

  return (
    <WorkflowFrame step={1} documentId={documentId} beforeLeave={beforeLeave}>
      <section className="cms-studio-panel cms-scenes" aria-labelledby="scenes-title">
        <header className="cms-scenes__header">
          <PageTitle
            id="scenes-title"
            title="Script Scenes"
            lead={
              loaded
                ? `${state.scenes.length} lines · ${editor.actors.length} characters. Check each line and who speaks it.`
                : 'Check each line and who speaks it.'
            }
          />
          <NewDraftButton documentId={documentId} beforeLeave={beforeLeave} />
        </header>
        {loaded && state.scenes.length > 0 && <PageCount scenes={state.scenes} billing={billing} />}
        {loaded && draft && (
          <DraftChangesPanel
            draftNumber={draft.number}
            changes={draft.changes}
            removed={removed}
            changedOnly={changedOnly}
            onChangedOnly={setChangedOnly}
          >
            <DraftReview
              documentId={documentId}
              draftNumber={draft.number}
              scenes={state.scenes}
              onCarried={editor.carried}
            />
          </DraftChangesPanel>
        )}
        {loaded && state.scenes.length > 0 && Notes && (
          <Notes
            documentId={documentId}
            lines={state.scenes.map((scene) => ({ ...scene, scene_id: scene._id }))}
            anchor={sceneAnchor}
          />
        )}
        {query.isLoading && <PageLoader label={SCENE_TEXTS.loading} />}
        {failed && (
          <div className="cms-studio-error">
            <Notice tone="error">{errorMessage(query.error, SCENE_TEXTS.fetchFailed)}</Notice>
            <Button
              type="button"
              label="Try Again"
              icon="pi pi-refresh"
              onClick={() => void query.refetch()}
            />
          </div>
        )}
        {loaded && state.scenes.length === 0 && (
          <div className="cms-studio-empty">
            <p>{SCENE_TEXTS.empty}</p>
            <Button
              type="button"
              label="Add New Scene"
              icon="pi pi-plus"
              onClick={() => setModal({ kind: 'add' })}
            />
          </div>
        )}
        {loaded && (state.scenes.length > 0 || state.modified) && (
          <ScenesToolbar
            modified={state.modified}
            saving={editor.busy.saving}
            onAdd={() => setModal({ kind: 'add' })}
            onSave={() => void editor.save()}
          />
        )}
        {loaded && state.scenes.length > 0 && (
          <SceneList
            scenes={state.scenes}
            actors={editor.actors}
            busy={editor.busy.updating}
            onUpdate={editor.update}
            onType={editor.changeType}
            onInsertAfter={(scene) => setModal({ kind: 'add', position: scene.scene_index + 1 })}
            onEdit={(scene) => setModal({ kind: 'edit', scene })}
            onDelete={editor.remove}
            only={filtering ? isNewOrChanged : undefined}
          />
        )}
        {loaded && filtering && !state.scenes.some(isNewOrChanged) && (
          <p className="cms-studio-empty">{DRAFT_TEXTS.noneChanged}</p>
        )}
        <SceneModal
          mode={modal}
          actors={editor.actors}
          saving={editor.busy.adding || editor.busy.updating}
          onAddActor={editor.addActor}
          onSubmit={submit}
          onHide={() => setModal(null)}
        />
      </section>
    </WorkflowFrame>
  );
};
