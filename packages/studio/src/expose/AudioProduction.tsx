import { NavigatorSlot } from '../app/navigator-slot';
import { AudioProductionPage } from '../features/audio/components/audio-production-page';
import { DirectionPanel } from '../features/direction/components/direction-panel';
import { LineNotes } from '../features/notes/components/line-notes';
import { NotesPanel } from '../features/notes/components/notes-panel';
import { ShareButton } from '../features/share/components/share-button';

/** The Audio Production screen with direction, sharing, the navigator and notes composed in. */
const AudioProduction = () => (
  <AudioProductionPage
    Direction={DirectionPanel}
    Share={ShareButton}
    Navigator={NavigatorSlot}
    Notes={NotesPanel}
    LineNotes={LineNotes}
  />
);

export default AudioProduction;
