import { Button } from 'primereact/button';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import type { Segment } from '../lib/segments';
import { TakesList } from './takes-list';

type Props = { segment: Segment };

/** The "Takes" button of a line, opening its takes below the controls. */
export const TakesPanel = ({ segment }: Props) => {
  const { documentId } = useParams();
  const [open, setOpen] = useState(false);
  const line = segment.scene_index + 1;
  if (!documentId) return null;
  return (
    <>
      <Button
        type="button"
        label="Takes"
        icon="pi pi-history"
        size="small"
        text
        aria-label={`Takes of line ${line}`}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <TakesList
          documentId={documentId}
          sceneId={segment.scene_id}
          line={line}
          takeInUse={!!segment.take}
        />
      )}
    </>
  );
};

/** The mark on a line whose audio is a take: which voice, speed and pitch it plays. */
export const TakeInUseMark = ({ segment }: Props) => {
  const t = segment.take;
  if (!t) return null;
  const pitch = `${t.pitch > 0 ? '+' : ''}${t.pitch}`;
  return (
    <span className="cms-segment__state cms-segment__take">
      Take in use: {t.voice_id ?? 'cast voice'}, speed {t.speed}, pitch {pitch}
    </span>
  );
};
