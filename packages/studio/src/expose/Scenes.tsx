import { NotesPanel } from '../features/notes/components/notes-panel';
import { ScenesPage } from '../features/scenes/components/scenes-page';

/** The scenes editor with the Notes panel composed in (features stay apart). */
const Scenes = () => <ScenesPage Notes={NotesPanel} />;

export default Scenes;
