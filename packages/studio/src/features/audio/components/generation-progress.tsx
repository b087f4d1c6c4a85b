import type { AudioStatusData } from '@castmyscript/api/contract';
import { ProgressTrack } from '@castmyscript/ui-kit';
import { Link } from 'react-router-dom';

import { Notice } from '../../../shared/components/notice';
import { stepPath } from '../../../shared/workflow/workflow-paths';
import { useAudioStatusWatch, type WatchMode } from '../hooks/use-audio-status-watch';
import { AUDIO_TEXTS } from '../lib/audio-messages';

import './audio.css';

export type GenerationProgressProps = {
  documentId: string;
  mode: WatchMode;
  onStatus?: (status: AudioStatusData) => void;
  onPollError?: (message: string) => void;
};

const OVERALL: Record<AudioStatusData['overall_status'], string> = {
  not_started: 'Not started',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Finished with errors',
};

/**
 * "Audio Generation Progress" card: overall status, completed over total, the four
 * counters and the failure line. Lines are playable as soon as they are done, so it links to the
 * player early (beyond the spec).
 */
export const GenerationProgress = ({
  documentId,
  mode,
  onStatus,
  onPollError,
}: GenerationProgressProps) => {
  const status = useAudioStatusWatch(documentId, mode, { onStatus, onPollError });
  if (!status || status.overall_status === 'not_started') return null;
  return <ProgressCard documentId={documentId} status={status} />;
};

export const ProgressCard = ({
  documentId,
  status,
  listenLink = true,
}: {
  documentId: string;
  status: AudioStatusData;
  /** Off on the player itself. */
  listenLink?: boolean;
}) => {
  const { total, pending, processing, completed, error } = status.counts;
  const percent = total > 0 ? (completed / total) * 100 : 0;
  const running = status.overall_status === 'processing';
  const counters = [
    ['Pending', pending, 'pending'],
    ['Processing', processing, 'processing'],
    ['Completed', completed, 'completed'],
    ['Failed', error, 'failed'],
  ] as const;
  return (
    <section className="cms-studio-panel cms-generation" aria-labelledby="generation-title">
      <header className="cms-generation__header">
        <h2 id="generation-title">{AUDIO_TEXTS.progressTitle}</h2>
        <span className={`cms-generation__overall is-${status.overall_status}`}>
          {running && <span className="cms-spinner cms-spinner--small" aria-hidden="true" />}
          {OVERALL[status.overall_status]}
        </span>
      </header>
      <div className="cms-generation__bar">
        <ProgressTrack
          percent={percent}
          label={AUDIO_TEXTS.progressTitle}
          valueText={`${completed} of ${total} lines completed`}
        />
        <span aria-hidden="true">
          {completed}/{total}
        </span>
      </div>
      <dl className="cms-generation__counts">
        {counters.map(([label, value, key]) => (
          <div key={key} className={`cms-generation__count is-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {error > 0 && <Notice tone="error">{AUDIO_TEXTS.someFailed}</Notice>}
      {listenLink && completed > 0 && (
        <Link className="cms-generation__listen" to={stepPath(3, documentId)}>
          <i className="pi pi-headphones" aria-hidden="true" />
          {running ? 'Start listening while the rest is generated' : 'Open the player'}
        </Link>
      )}
    </section>
  );
};
