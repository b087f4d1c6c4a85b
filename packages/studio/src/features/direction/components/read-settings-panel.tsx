import { errorMessage } from '@castmyscript/api';
import { READ_LIMITS } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';

import { Notice } from '../../../shared/components/notice';
import {
  type ReadSettings,
  useGetReadSettingsQuery,
  useSaveReadSettingsMutation,
} from '../api/read-api';
import { DIRECTION_TEXTS, NARRATOR_OPTIONS } from '../lib/direction-texts';
import { MakingEstimate } from './making-estimate';

import './direction.css';

type Props = { documentId: string; disabled?: boolean };

/**
 * On the Voices screen: what the narrator reads and the beat between lines, saved as they
 * change. A refused value keeps what was saved and says why.
 */
export const ReadSettingsPanel = ({ documentId, disabled = false }: Props) => {
  const query = useGetReadSettingsQuery(documentId);
  const [save, saving] = useSaveReadSettingsMutation();
  const [beat, setBeat] = useState<number | null>(null);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // A refused choice is put back: the radios are drawn again from what was saved.
  const [attempt, setAttempt] = useState(0);

  if (query.isLoading)
    return (
      <p className="cms-read-settings" role="status">
        Loading the read settings…
      </p>
    );
  if (!query.data)
    return (
      <div className="cms-read-settings">
        <Notice tone="error">{errorMessage(query.error, DIRECTION_TEXTS.loadFailed)}</Notice>
        <Button type="button" label="Try Again" icon="pi pi-refresh" onClick={query.refetch} />
      </div>
    );
  const current = query.data;

  const apply = async (patch: Partial<ReadSettings>) => {
    const answer = await save({ documentId, settings: { ...current, ...patch } });
    if ('error' in answer) {
      setBeat(null);
      setAttempt((n) => n + 1);
      setNote({ tone: 'error', text: errorMessage(answer.error, DIRECTION_TEXTS.saveFailed) });
    } else setNote({ tone: 'success', text: DIRECTION_TEXTS.saved });
  };

  return (
    <fieldset className="cms-read-settings" disabled={disabled || saving.isLoading}>
      <legend>{DIRECTION_TEXTS.readTitle}</legend>
      <div
        key={attempt}
        className="cms-read-settings__narrator"
        role="radiogroup"
        aria-label={DIRECTION_TEXTS.narrator}
      >
        <span aria-hidden="true">{DIRECTION_TEXTS.narrator}</span>
        {NARRATOR_OPTIONS.map((option) => (
          <div key={option.value} className="cms-read-settings__option">
            <RadioButton
              inputId={`narrator-${option.value}`}
              name="narrator"
              value={option.value}
              checked={current.narrator === option.value}
              onChange={() => void apply({ narrator: option.value })}
            />
            <label htmlFor={`narrator-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <div className="cms-read-settings__beat">
        <label htmlFor="read-beat">{DIRECTION_TEXTS.beat}</label>
        <InputNumber
          inputId="read-beat"
          value={beat ?? current.pause_ms}
          min={READ_LIMITS.pauseMinMs}
          max={READ_LIMITS.pauseMaxMs}
          step={50}
          showButtons
          aria-describedby="read-beat-help"
          onValueChange={(e) => setBeat(e.value ?? null)}
          onBlur={() => {
            if (beat !== null && beat !== current.pause_ms) void apply({ pause_ms: beat });
          }}
        />
        <small id="read-beat-help">{DIRECTION_TEXTS.beatHelp}</small>
      </div>
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
      <MakingEstimate documentId={documentId} />
    </fieldset>
  );
};
