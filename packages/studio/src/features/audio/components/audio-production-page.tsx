import { PageLoader, PageTitle } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';

import { NewDraftButton } from '../../../shared/components/new-draft-button';
import { BilledPages } from '../../../shared/components/billed-pages';
import { Notice } from '../../../shared/components/notice';
import { WorkflowFrame } from '../../../shared/workflow/workflow-frame';
import { assignVoicePath } from '../../../shared/workflow/workflow-paths';
import { useAudioLines } from '../hooks/use-audio-lines';
import { useAudioRehearsal } from '../hooks/use-audio-rehearsal';
import { useDownloadAudio } from '../hooks/use-download-audio';
import { usePlayer } from '../hooks/use-player';
import { AUDIO_TEXTS, reusedLines } from '../lib/audio-messages';
import { AudioToolbar } from './audio-toolbar';
import { DownloadProblem } from './download-problem';
import { ProgressCard } from './generation-progress';
import { PlaybackBar } from './playback-bar';
import { AudioPlayerBar } from './player-bar/audio-player-bar';
import { AudioRehearsePanel } from './rehearse/audio-rehearse-panel';
import type { ReviewSlots } from './review-slots';
import { ScriptView } from './script-view';

import './audio.css';

/** What the app composes in beside the lines (features/direction: pronunciations, runtime). */
export type DirectionSlot = ComponentType<{
  documentId: string;
  lines: { actor: string; dialog: string }[];
}>;

type Slots = ReviewSlots & { Direction?: DirectionSlot };

/** /dashboard/process/{id}/scenes-preview ("Audio production screen"). */
export const AudioProductionPage = (slots: Slots) => {
  const { documentId } = useParams();
  if (!documentId) return <WorkflowFrame step={3}>{null}</WorkflowFrame>;
  return <AudioProduction documentId={documentId} {...slots} />;
};

const lineAnchor = (lineId: string) => `line-${lineId}`;

const AudioProduction = ({
  documentId,
  Direction,
  Share,
  Navigator,
  Notes,
  LineNotes,
}: Slots & { documentId: string }) => {
  const lines = useAudioLines(documentId);
  const { segments, status } = lines;
  const generating = status?.overall_status === 'processing';
  const player = usePlayer(segments, { waitForMissing: generating });
  const download = useDownloadAudio(documentId);
  const rehearse = useAudioRehearsal(segments, player);
  const index = segments.findIndex((segment) => segment.scene_id === player.currentId);

  const loaded = !lines.loading && !lines.error;
  const playable = segments.some((segment) => segment.src);
  const notStarted = status?.overall_status === 'not_started' && !playable;

  return (
    <WorkflowFrame step={3} documentId={documentId}>
      <section className="cms-studio-panel cms-audio" aria-labelledby="audio-title">
        <header className="cms-audio__header">
          <PageTitle id="audio-title" title={AUDIO_TEXTS.title} lead={AUDIO_TEXTS.subtitle} />
          <AudioToolbar
            refreshing={lines.refreshing}
            downloading={download.busy}
            canDownload={playable}
            onRefresh={lines.reload}
            onDownload={(kind) => void download.download(kind)}
          >
            {Share && <Share documentId={documentId} />}
            <NewDraftButton documentId={documentId} />
          </AudioToolbar>
        </header>
        <BilledPages documentId={documentId} />
        {download.problem && <DownloadProblem problem={download.problem} />}
        {lines.loading && <PageLoader label={AUDIO_TEXTS.loading} />}
        {lines.error && (
          <div className="cms-studio-error">
            <Notice tone="error">{lines.error}</Notice>
            <Button type="button" label="Try Again" icon="pi pi-refresh" onClick={lines.reload} />
          </div>
        )}
        {loaded && segments.length === 0 && (
          <div className="cms-studio-empty">
            <p>{AUDIO_TEXTS.empty}</p>
            <Button type="button" label="Retry" icon="pi pi-refresh" onClick={lines.reload} />
          </div>
        )}
        {loaded && notStarted && segments.length > 0 && (
          <Notice>
            {AUDIO_TEXTS.notStarted}{' '}
            <Link to={assignVoicePath(documentId)}>Assign voices and generate it</Link>
          </Notice>
        )}
        {loaded && !!status?.reused && <Notice>{reusedLines(status.reused_from)}</Notice>}
        {generating && <ProgressCard documentId={documentId} status={status} listenLink={false} />}
        {loaded && segments.length > 0 && Direction && (
          <Direction documentId={documentId} lines={segments} />
        )}
        {loaded && segments.length > 0 && Navigator && (
          <Navigator
            documentId={documentId}
            currentIndex={index}
            onPlayFrom={(at) => {
              const from = segments.slice(at).find((segment) => segment.src);
              if (from) player.toggle(from);
            }}
          />
        )}
        {loaded && segments.length > 0 && Notes && (
          <Notes
            documentId={documentId}
            lines={segments}
            currentId={player.currentId}
            anchor={lineAnchor}
          />
        )}
        {loaded && segments.length > 0 && (
          <>
            <AudioRehearsePanel rehearse={rehearse} />
            <PlaybackBar
              position={index + 1}
              total={segments.length}
              playing={player.playing}
              sequential={player.sequential}
              onSequential={player.setSequential}
            />
            <ScriptView
              segments={segments}
              player={player}
              generating={generating}
              hiddenActor={rehearse.hiding}
              onRehearseFrom={
                rehearse.on ? (segment) => rehearse.startAt(segments.indexOf(segment)) : undefined
              }
              onSpeed={async (segment, speed) => {
                const src = await lines.changeSpeed(segment.scene_id, speed, segment.speed);
                if (src) player.replaceSource(segment, src);
              }}
              notes={
                LineNotes &&
                ((segment) => (
                  <LineNotes
                    documentId={documentId}
                    lineId={segment.scene_id}
                    line={segment.scene_index + 1}
                  />
                ))
              }
            />
          </>
        )}
        <audio ref={player.audio} className="cms-line-player" preload="none" />
        {loaded && segments.length > 0 && (
          <AudioPlayerBar
            documentId={documentId}
            segments={segments}
            player={player}
            generating={generating}
            rehearse={rehearse}
          />
        )}
      </section>
    </WorkflowFrame>
  );
};
