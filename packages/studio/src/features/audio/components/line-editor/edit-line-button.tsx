import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import type { Segment } from '../../lib/segments';
import { LineEditor } from './line-editor';

import './line-editor.css';

type Props = { segment: Segment; generating?: boolean };

/**
 * "Edit line" on a line of Audio Production: its words, speaker, directions and type changed
 * where the writer hears it, saved alone or made again at once.
 */
export const EditLineButton = ({ segment, generating = false }: Props) => {
  const { documentId } = useParams();
  const [open, setOpen] = useState(false);
  const line = segment.scene_index + 1;
  if (!documentId) return null;
  return (
    <>
      <Button
        type="button"
        label="Edit line"
        icon="pi pi-pencil"
        size="small"
        text
        aria-label={`Edit line ${line}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Dialog
        header={`Edit line ${line}`}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: '36rem' }}
        breakpoints={{ '640px': '100vw' }}
        data-remote="studio"
      >
        {open && (
          <LineEditor
            documentId={documentId}
            lineId={segment.scene_id}
            generating={generating}
            onDone={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        )}
      </Dialog>
    </>
  );
};
