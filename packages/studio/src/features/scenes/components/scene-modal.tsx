import { Dialog } from 'primereact/dialog';

import { SceneForm } from '../forms/scene-form';
import type { SceneValues } from '../forms/scene-schema';
import type { EditableScene } from '../lib/scene-list';

/** What the modal is for: a new line, optionally at a position, or an existing one. */
export type SceneModalMode =
  { kind: 'add'; position?: number } | { kind: 'edit'; scene: EditableScene };

type Props = {
  mode: SceneModalMode | null;
  actors: string[];
  saving: boolean;
  onAddActor: (name: string) => void;
  onSubmit: (values: SceneValues) => Promise<unknown>;
  onHide: () => void;
};

/** Titles: "Add New Scene", "Add New Scene at Position N" or "Edit Scene". */
export const sceneModalTitle = (mode: SceneModalMode) =>
  mode.kind === 'edit'
    ? 'Edit Scene'
    : mode.position === undefined
      ? 'Add New Scene'
      : `Add New Scene at Position ${mode.position + 1}`;

const editing = (scene: EditableScene): SceneValues => ({
  actor: scene.actor,
  dialog: scene.dialog,
  direction: scene.direction ?? '',
  direction_after: scene.direction_after ?? '',
});
const adding = (actors: string[]): SceneValues => ({
  actor: actors[0] ?? '',
  dialog: '',
  direction: '',
  direction_after: '',
});

export const SceneModal = ({ mode, actors, saving, onAddActor, onSubmit, onHide }: Props) => (
  <Dialog
    header={mode ? sceneModalTitle(mode) : ''}
    visible={!!mode}
    onHide={onHide}
    style={{ width: '36rem' }}
    breakpoints={{ '640px': '100vw' }}
    data-remote="studio"
  >
    {mode && (
      <SceneForm
        initial={mode.kind === 'edit' ? editing(mode.scene) : adding(actors)}
        actors={actors}
        submitLabel={mode.kind === 'edit' ? 'Update Scene' : 'Add Scene'}
        saving={saving}
        onAddActor={onAddActor}
        onSubmit={onSubmit}
        onCancel={onHide}
      />
    )}
  </Dialog>
);
