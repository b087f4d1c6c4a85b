import { AudioProductionPage } from '../features/audio/components/audio-production-page';
import { DirectionPanel } from '../features/direction/components/direction-panel';

/** The Audio Production screen with the direction feature composed in (features stay apart). */
const ScenesPreview = () => <AudioProductionPage Direction={DirectionPanel} />;

export default ScenesPreview;
