import { Button } from 'primereact/button';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { RetakeForm } from '../forms/retake-form';
import type { Segment } from '../lib/segments';

import './retake.css';

type Props = { segment: Segment; generating?: boolean; onMade: () => void };

/**
 * One line, another take: a button on the segment card that opens the take
 * form for this line only. The document is the screen's own (its route).
 */
export const RetakePanel = ({ segment, generating = false, onMade }: Props) => {
  const { documentId } = useParams();
  const [open, setOpen] = useState(false);
  const line = segment.scene_index + 1;
  if (!documentId) return null;
  const busy = segment.status === 'pending' || segment.status === 'processing';
  return (
    <>
      <Button
        type="button"
        label="Another take"
        icon="pi pi-sliders-h"
        size="small"
        text
        aria-label={`Another take of line ${line}`}
        aria-expanded={open}
        disabled={busy}
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <RetakeForm
          documentId={documentId}
          segment={segment}
          generating={generating}
          onCancel={() => setOpen(false)}
          onMade={() => {
            setOpen(false);
            onMade();
          }}
        />
      )}
    </>
  );
};
