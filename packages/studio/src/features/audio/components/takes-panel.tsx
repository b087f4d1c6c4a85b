import { Button } from 'primereact/button';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { useGetTakeVoicesQuery } from '../api/retake-api';
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
          lineId={segment.scene_id}
          line={line}
          takeInUse={!!segment.take}
        />
      )}
    </>
  );
};

/**
 * The mark on a line whose audio is a take: which voice (by its name, as the takes list says it; a
 * voice gone from the catalogue by its id), speed and pitch it plays.
 */
export const TakeInUseMark = ({ segment }: Props) =>
  segment.take ? <TakeMark take={segment.take} /> : null;

const TakeMark = ({ take }: { take: NonNullable<Segment['take']> }) => {
  const voices = useGetTakeVoicesQuery(undefined, { skip: !take.voice_id });
  const pitch = `${take.pitch > 0 ? '+' : ''}${take.pitch}`;
  // Until the catalogue is in, the voice is left out rather than shown as its raw id.
  const voice = !take.voice_id
    ? 'cast voice'
    : voices.isLoading
      ? null
      : (voices.data?.find((known) => known.voice_id === take.voice_id)?.name ?? take.voice_id);
  return (
    <span className="cms-segment__state cms-segment__take">
      Take in use: {[voice, `speed ${take.speed}`, `pitch ${pitch}`].filter(Boolean).join(', ')}
    </span>
  );
};
