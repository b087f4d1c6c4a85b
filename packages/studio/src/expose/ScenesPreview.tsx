import { AudioProductionPage } from '../features/audio/components/audio-production-page';

export default AudioProductionPage;
