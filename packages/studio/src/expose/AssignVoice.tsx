import { GenerationProgress } from '../features/audio/components/generation-progress';
import { ReadSettingsPanel } from '../features/direction/components/read-settings-panel';
import { VoiceAssignmentPage } from '../features/voices/components/voice-assignment-page';

/** The voice screen with the progress card and the read settings composed in (features stay apart). */
const AssignVoice = () => (
  <VoiceAssignmentPage Progress={GenerationProgress} ReadSettings={ReadSettingsPanel} />
);

export default AssignVoice;
