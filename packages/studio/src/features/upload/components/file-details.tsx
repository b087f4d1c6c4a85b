import { estimatedProcessingSeconds, formatDuration } from '@castmyscript/ui-kit';

type Props = { file: File };

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The chosen file and the spec's estimate (MB × 5 s, at least 10 s). */
export const FileDetails = ({ file }: Props) => (
  <dl className="cms-file-details">
    <div>
      <dt>File</dt>
      <dd className="cms-file-details__name">{file.name}</dd>
    </div>
    <div>
      <dt>Size</dt>
      <dd>{size(file.size)}</dd>
    </div>
    <div>
      <dt>Estimated processing time</dt>
      <dd data-testid="estimated-time">{formatDuration(estimatedProcessingSeconds(file.size))}</dd>
    </div>
  </dl>
);
