import { Dialog } from 'primereact/dialog';

import { LineEntryForm } from '../forms/line-entry-form';
import type { LineEntryValues } from '../forms/line-entry-schema';
import type { EditableLine } from '../lib/line-list';

/** What the modal is for: a new line, optionally at a position, or an existing one. */
export type LineModalMode =
  { kind: 'add'; position?: number } | { kind: 'edit'; line: EditableLine };

type Props = {
  mode: LineModalMode | null;
  actors: string[];
  saving: boolean;
  onAddActor: (name: string) => void;
  onSubmit: (values: LineEntryValues) => Promise<unknown>;
  onHide: () => void;
};

/** Titles: "Add New Scene", "Add New Scene at Position N" or "Edit Scene". */
export const lineModalTitle = (mode: LineModalMode) =>
  mode.kind === 'edit'
    ? 'Edit Scene'
    : mode.position === undefined
      ? 'Add New Scene'
      : `Add New Scene at Position ${mode.position + 1}`;

const editing = (line: EditableLine): LineEntryValues => ({
  actor: line.actor,
  dialog: line.dialog,
  direction: line.direction ?? '',
  direction_after: line.direction_after ?? '',
});
const adding = (actors: string[]): LineEntryValues => ({
  actor: actors[0] ?? '',
  dialog: '',
  direction: '',
  direction_after: '',
});

export const LineModal = ({ mode, actors, saving, onAddActor, onSubmit, onHide }: Props) => (
  <Dialog
    header={mode ? lineModalTitle(mode) : ''}
    visible={!!mode}
    onHide={onHide}
    style={{ width: '36rem' }}
    breakpoints={{ '640px': '100vw' }}
    data-remote="studio"
  >
    {mode && (
      <LineEntryForm
        initial={mode.kind === 'edit' ? editing(mode.line) : adding(actors)}
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
