import type { AudioStatusData } from '@castmyscript/api/contract';
import { PageLoader, PageTitle } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';
import { type ComponentType, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { Notice } from '../../../shared/components/notice';
import { WorkflowFrame } from '../../../shared/workflow/workflow-frame';
import { linesPath } from '../../../shared/workflow/workflow-paths';
import { useCasting } from '../hooks/use-casting';
import { useGenerateAudio } from '../hooks/use-generate-audio';
import { useAlertExpiry, useScreenAlert } from '../hooks/use-timed-alert';
import { useVoicePreview } from '../hooks/use-voice-preview';
import { canGenerate, castCounts } from '../lib/casting';
import { VOICE_TEXTS } from '../lib/voice-messages';
import { CastCounters } from './cast-counters';
import { ANY_VOICE, filterVoices, type VoiceFilter } from '../lib/voice-filter';
import { CharacterCard } from './character-card';
import { VoiceFilters } from './voice-filters';
import { ScreenAlert } from './screen-alert';
import { VoiceFooter } from './voice-footer';

import './voices.css';

/** What the screen needs from the progress card, which the app composes in (features/audio). */
export type ProgressSlot = ComponentType<{
  documentId: string;
  mode: 'resume' | 'run';
  onStatus: (status: AudioStatusData) => void;
  onPollError: (message: string) => void;
}>;

/** The read settings (features/direction), composed in by the app. */
export type ReadSettingsSlot = ComponentType<{ documentId: string; disabled?: boolean }>;

type Slots = { Progress: ProgressSlot; ReadSettings?: ReadSettingsSlot };

/** /dashboard/process/{id}/assign-voice ("Voice assignment screen"). */
export const VoiceAssignmentPage = (slots: Slots) => {
  const { documentId } = useParams();
  if (!documentId) return <WorkflowFrame step={2}>{null}</WorkflowFrame>;
  return <VoiceAssignment documentId={documentId} {...slots} />;
};

const VoiceAssignment = ({
  documentId,
  Progress,
  ReadSettings,
}: Slots & { documentId: string }) => {
  const data = useCasting(documentId);
  const preview = useVoicePreview();
  const navigate = useNavigate();
  const alerts = useScreenAlert();
  const generation = useGenerateAudio(documentId, alerts.show);
  const dismiss = useAlertExpiry(alerts.alert, generation.busy, alerts.clear);
  const [filter, setFilter] = useState<VoiceFilter>(ANY_VOICE);

  const cast = data.cast;
  const counts = castCounts(cast ?? []);
  const ready = !!cast && canGenerate(cast);

  return (
    <WorkflowFrame step={2} documentId={documentId}>
      {/* Above the cast: while audio is generated it is what matters, on a phone too. */}
      <Progress
        key={generation.watch.key}
        documentId={documentId}
        mode={generation.watch.mode}
        onStatus={generation.onStatus}
        onPollError={generation.onPollError}
      />
      <section className="cms-studio-panel cms-voices" aria-labelledby="voices-title">
        <header className="cms-voices__header">
          <PageTitle id="voices-title" title={VOICE_TEXTS.title} lead={VOICE_TEXTS.subtitle} />
          {cast && <CastCounters {...counts} />}
        </header>
        {alerts.alert && (
          <ScreenAlert alert={alerts.alert} working={generation.busy} onDismiss={dismiss} />
        )}
        {data.loading && <PageLoader label={VOICE_TEXTS.loading} />}
        {data.error && (
          <div className="cms-studio-error" role="alert">
            <h2>{VOICE_TEXTS.loadFailedTitle}</h2>
            <p>{data.error}</p>
            <Button type="button" label="Try Again" icon="pi pi-refresh" onClick={data.retry} />
          </div>
        )}
        {cast?.length === 0 && <Notice>{VOICE_TEXTS.noCharacters}</Notice>}
        {cast && cast.length > 0 && ReadSettings && (
          <ReadSettings documentId={documentId} disabled={generation.busy} />
        )}
        {cast && cast.length > 0 && data.voices.length > 0 && (
          <VoiceFilters voices={data.voices} filter={filter} onChange={setFilter} />
        )}
        {cast && cast.length > 0 && (
          <ul className="cms-characters" aria-label="Characters">
            {cast.map((member) => (
              <CharacterCard
                key={member.id}
                member={member}
                voices={filterVoices(data.voices, filter, member.voiceId)}
                previewing={preview.playing === member.id}
                disabled={generation.busy}
                onChoose={(voiceId) => {
                  // A sample of the voice just replaced would be misleading.
                  if (preview.playing === member.id) preview.stop();
                  data.choose(member.actor, voiceId);
                }}
                onPreview={(url) => preview.toggle(member.id, url)}
              />
            ))}
          </ul>
        )}
        {cast && (
          <VoiceFooter
            ready={ready}
            busy={generation.busy}
            onCancel={() => {
              preview.stop();
              navigate(linesPath(documentId));
            }}
            onGenerate={() => {
              preview.stop();
              if (ready) void generation.submit(cast);
            }}
          />
        )}
      </section>
    </WorkflowFrame>
  );
};
