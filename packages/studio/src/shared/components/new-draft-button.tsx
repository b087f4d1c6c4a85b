import { Button } from 'primereact/button';
import { useNavigate } from 'react-router-dom';

import { newDraftPath } from '../workflow/workflow-paths';

export const NEW_DRAFT_LABEL = 'Upload new draft';

type Props = {
  documentId: string;
  /** Names the script in the accessible name where several buttons share a screen (history). */
  title?: string;
  size?: 'small';
  /** Lets a page hold navigation, e.g. to confirm leaving unsaved edits. */
  beforeLeave?: () => Promise<boolean>;
};

/** Opens the Upload step for the next draft of this document. */
export const NewDraftButton = ({ documentId, title, size, beforeLeave }: Props) => {
  const navigate = useNavigate();
  const go = async () => {
    if (beforeLeave && !(await beforeLeave())) return;
    navigate(newDraftPath(documentId));
  };
  return (
    <Button
      type="button"
      label={NEW_DRAFT_LABEL}
      icon="pi pi-file-edit"
      outlined
      size={size}
      aria-label={title ? `${NEW_DRAFT_LABEL} of ${title}` : undefined}
      onClick={() => void go()}
    />
  );
};
