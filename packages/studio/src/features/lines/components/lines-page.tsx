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
import { useLineEditor } from '../hooks/use-line-editor';
import { DRAFT_TEXTS, isNewOrChanged } from '../lib/draft-changes';
import type { LineDraft } from '../lib/line-edits';
import { LINE_TEXTS } from '../lib/line-messages';
import { DraftChangesPanel } from './draft-changes';
import { DraftReview } from './draft-review';
import { PageCount } from './page-count';
import { LineList } from './line-list';
import { LineModal, type LineModalMode } from './line-modal';
import { LinesToolbar } from './lines-toolbar';

/** The Notes panel, composed in by the app; lines are found by `anchor` (line-card ids). */
export type LinesNotesSlot = ComponentType<{
  documentId: string;
  lines: { scene_id: string; scene_index: number; actor: string; dialog: string }[];
  anchor: (lineId: string) => string;
}>;

const lineAnchor = (lineId: string) => `script-line-${lineId}`;

/** /dashboard/process/{id}/scenes ("Scene editing screen"). */
export const LinesPage = ({ Notes }: { Notes?: LinesNotesSlot }) => {
  const { documentId } = useParams();
  if (!documentId) return <WorkflowFrame step={1}>{null}</WorkflowFrame>;
  return <LinesScreen documentId={documentId} Notes={Notes} />;
};

const LinesScreen = ({ documentId, Notes }: { documentId: string; Notes?: LinesNotesSlot }) => {
  const editor = useLineEditor(documentId);
  const { query, state } = editor;
  const [modal, setModal] = useState<LineModalMode | null>(null);
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

  const submit = async (values: LineDraft) => {
    if (!modal) return;
    const done =
      modal.kind === 'edit'
        ? await editor.update(modal.line, values)
        : await editor.add(values, modal.position);
    if (done) setModal(null);
  };

  const loaded = !!query.data;
  const failed = query.isError && !loaded;

  return (
    <WorkflowFrame step={1} documentId={documentId} beforeLeave={beforeLeave}>
      <section className="cms-studio-panel cms-lines" aria-labelledby="lines-page-title">
        <header className="cms-lines__header">
          <PageTitle
            id="lines-page-title"
            title="Script Scenes"
            lead={
              loaded
                ? `${state.lines.length} lines · ${editor.actors.length} characters. Check each line and who speaks it.`
                : 'Check each line and who speaks it.'
            }
          />
          <NewDraftButton documentId={documentId} beforeLeave={beforeLeave} />
        </header>
        {loaded && state.lines.length > 0 && <PageCount lines={state.lines} billing={billing} />}
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
              lines={state.lines}
              onCarried={editor.carried}
            />
          </DraftChangesPanel>
        )}
        {loaded && state.lines.length > 0 && Notes && (
          <Notes
            documentId={documentId}
            lines={state.lines.map((line) => ({ ...line, scene_id: line._id }))}
            anchor={lineAnchor}
          />
        )}
        {query.isLoading && <PageLoader label={LINE_TEXTS.loading} />}
        {failed && (
          <div className="cms-studio-error">
            <Notice tone="error">{errorMessage(query.error, LINE_TEXTS.fetchFailed)}</Notice>
            <Button
              type="button"
              label="Try Again"
              icon="pi pi-refresh"
              onClick={() => void query.refetch()}
            />
          </div>
        )}
        {loaded && state.lines.length === 0 && (
          <div className="cms-studio-empty">
            <p>{LINE_TEXTS.empty}</p>
            <Button
              type="button"
              label="Add New Scene"
              icon="pi pi-plus"
              onClick={() => setModal({ kind: 'add' })}
            />
          </div>
        )}
        {loaded && (state.lines.length > 0 || state.modified) && (
          <LinesToolbar
            modified={state.modified}
            saving={editor.busy.saving}
            onAdd={() => setModal({ kind: 'add' })}
            onSave={() => void editor.save()}
          />
        )}
        {loaded && state.lines.length > 0 && (
          <LineList
            lines={state.lines}
            actors={editor.actors}
            busy={editor.busy.updating}
            onUpdate={editor.update}
            onType={editor.changeType}
            onInsertAfter={(line) => setModal({ kind: 'add', position: line.scene_index + 1 })}
            onEdit={(line) => setModal({ kind: 'edit', line })}
            onDelete={editor.remove}
            only={filtering ? isNewOrChanged : undefined}
          />
        )}
        {loaded && filtering && !state.lines.some(isNewOrChanged) && (
          <p className="cms-studio-empty">{DRAFT_TEXTS.noneChanged}</p>
        )}
        <LineModal
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
