import { Button } from 'primereact/button';

import type { DownloadKind } from '../hooks/use-download-audio';
import { AUDIO_TEXTS } from '../lib/audio-messages';

type Props = {
  /** The download being prepared, if any: its button spins, the others wait. */
  busy: DownloadKind | null;
  canDownload: boolean;
  onDownload: (kind: DownloadKind) => void;
};

const BUTTONS: { kind: DownloadKind; label: string; outlined: boolean; title?: string }[] = [
  { kind: 'mp3', label: AUDIO_TEXTS.download, outlined: false },
  { kind: 'wav', label: AUDIO_TEXTS.downloadWav, outlined: true },
  {
    kind: 'stems',
    label: AUDIO_TEXTS.downloadStems,
    outlined: true,
    title: AUDIO_TEXTS.downloadStemsHint,
  },
];

/** "Download All Audio" (the MP3), with the WAV and the stems beside it. */
export const DownloadButtons = ({ busy, canDownload, onDownload }: Props) => (
  <>
    {BUTTONS.map(({ kind, label, outlined, title }) => (
      <Button
        key={kind}
        type="button"
        label={label}
        title={title}
        icon="pi pi-download"
        outlined={outlined}
        loading={busy === kind}
        disabled={!canDownload || busy !== null}
        onClick={() => onDownload(kind)}
      />
    ))}
  </>
);
