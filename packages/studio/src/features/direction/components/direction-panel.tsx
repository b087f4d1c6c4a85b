import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';

import { DIRECTION_TEXTS } from '../lib/direction-texts';
import { PronunciationsEditor } from './pronunciations-editor';
import { RuntimeTable } from './runtime-table';

type Props = { documentId: string; lines: { actor: string; dialog: string }[] };

/** On the Audio Production screen: the pronunciation dialog and the runtime report. */
export const DirectionPanel = ({ documentId, lines }: Props) => {
  const [open, setOpen] = useState(false);
  const [runtime, setRuntime] = useState(false);
  return (
    <div className="cms-direction">
      <div className="cms-direction__actions">
        <Button
          type="button"
          label={DIRECTION_TEXTS.pronunciations}
          icon="pi pi-language"
          outlined
          onClick={() => setOpen(true)}
        />
        <Button
          type="button"
          label={runtime ? 'Hide runtime' : DIRECTION_TEXTS.runtimeTitle}
          icon="pi pi-clock"
          outlined
          aria-expanded={runtime}
          onClick={() => setRuntime((shown) => !shown)}
        />
      </div>
      {runtime && <RuntimeTable documentId={documentId} />}
      <Dialog
        header={DIRECTION_TEXTS.pronunciations}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: 'min(42rem, 96vw)' }}
      >
        <PronunciationsEditor documentId={documentId} lines={lines} />
      </Dialog>
    </div>
  );
};
