import { Button } from 'primereact/button';

import { VOICE_TEXTS } from '../lib/voice-messages';

type Props = { ready: boolean; busy: boolean; onCancel: () => void; onGenerate: () => void };

/** Footer: Cancel, Generate Audio (only when every character has a voice). */
export const VoiceFooter = ({ ready, busy, onCancel, onGenerate }: Props) => (
  <footer className="cms-voices__footer">
    {!ready && (
      <p className="cms-voices__warning">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        {VOICE_TEXTS.allRequired}
      </p>
    )}
    <div className="cms-studio-actions cms-voices__actions">
      <Button
        type="button"
        label={VOICE_TEXTS.cancel}
        icon="pi pi-arrow-left"
        outlined
        onClick={onCancel}
      />
      <Button
        type="button"
        label={busy ? VOICE_TEXTS.processing : VOICE_TEXTS.generate}
        icon="pi pi-volume-up"
        loading={busy}
        disabled={!ready || busy}
        onClick={onGenerate}
      />
    </div>
  </footer>
);
