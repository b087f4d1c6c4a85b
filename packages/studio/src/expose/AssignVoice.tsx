import { GenerationProgress } from '../features/audio/components/generation-progress';
import { VoiceAssignmentPage } from '../features/voices/components/voice-assignment-page';

/** The voice screen with the audio feature's progress card composed in (features stay apart). */
const AssignVoice = () => <VoiceAssignmentPage Progress={GenerationProgress} />;

export default AssignVoice;
