import { NotesPanel } from '../features/notes/components/notes-panel';
import { LinesPage } from '../features/lines/components/lines-page';

/** The lines editor with the Notes panel composed in (features stay apart). */
const Lines = () => <LinesPage Notes={NotesPanel} />;

export default Lines;
