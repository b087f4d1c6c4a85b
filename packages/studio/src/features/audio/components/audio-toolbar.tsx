import { Button } from 'primereact/button';
import type { ReactNode } from 'react';

import type { DownloadKind } from '../hooks/use-download-audio';
import { AUDIO_TEXTS } from '../lib/audio-messages';
import { DownloadButtons } from './download-buttons';

type Props = {
  refreshing: boolean;
  downloading: DownloadKind | null;
  canDownload: boolean;
  onRefresh: () => void;
  onDownload: (kind: DownloadKind) => void;
  /** More of the screen's actions (Upload new draft). */
  children?: ReactNode;
};

/** "Refresh Audio URLs" and "Download All Audio" (each download with its own busy state). */
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
      label={AUDIO_TEXTS.refresh}
      icon="pi pi-refresh"
      outlined
      loading={refreshing}
      onClick={onRefresh}
    />
    <DownloadButtons busy={downloading} canDownload={canDownload} onDownload={onDownload} />
    {children}
  </div>
);
