import { Button } from 'primereact/button';

type Props = {
  modified: boolean;
  saving: boolean;
  onAdd: () => void;
  onSave: () => void;
};

/**
 * Add New Scene and Save Changes. Save Changes appears only with unsaved changes
 * (and while they are being saved): the spec's hidden button, shown when it has work to do. Next
 * is the stepper's alone, which asks before leaving unsaved edits (WorkflowFrame's beforeLeave).
 */
export const LinesToolbar = ({ modified, saving, onAdd, onSave }: Props) => (
  <div className="cms-studio-actions cms-lines__toolbar">
    <Button type="button" label="Add New Scene" icon="pi pi-plus" outlined onClick={onAdd} />
    {modified && (
      <span className="cms-lines__unsaved" role="status">
        Unsaved changes
      </span>
    )}
    {(modified || saving) && (
      <Button
        type="button"
        className="cms-push-end"
        label="Save Changes"
        icon="pi pi-save"
        loading={saving}
        disabled={saving}
        onClick={onSave}
      />
    )}
  </div>
);
