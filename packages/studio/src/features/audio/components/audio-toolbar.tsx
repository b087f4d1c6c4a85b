import { Button } from 'primereact/button';
import type { ReactNode } from 'react';

import { AUDIO_TEXTS as T } from '../lib/audio-messages';

type Props = {
  refreshing: boolean;
  downloading: boolean;
  canDownload: boolean;
  onRefresh: () => void;
  onDownload: () => void;
  /** More of the screen's actions (Upload new draft). */
  children?: ReactNode;
};

/** Spec 2 §2: "Refresh Audio URLs" and "Download All Audio" (with its own busy state). */
export const AudioToolbar = ({
  refreshing,
  downloading,
  canDownload,
  onRefresh,
  onDownload,
  children,
}: Props) => (
  <div className="cms-studio-actions cms-audio__toolbar">
    <Button
      type="button"
      label={T.refresh}
      icon="pi pi-refresh"
      outlined
      loading={refreshing}
      onClick={onRefresh}
    />
    <Button
      type="button"
      label={T.download}
      icon="pi pi-download"
      loading={downloading}
      disabled={!canDownload || downloading}
      onClick={onDownload}
    />
    {children}
  </div>
);
