import { Button } from 'primereact/button';
import { useState } from 'react';

import { ShareDialog } from './share-dialog';

/** Audio Production's "Share": opens the share dialog for this script. */
export const ShareButton = ({ documentId }: { documentId: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        label="Share"
        icon="pi pi-share-alt"
        outlined
        onClick={() => setOpen(true)}
      />
      <ShareDialog documentId={documentId} visible={open} onHide={() => setOpen(false)} />
    </>
  );
};
