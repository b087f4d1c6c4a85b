import { usePlayer } from '../features/audio/hooks/use-player';
import { ListenPage } from '../features/listen/components/listen-page';

/** The public listen page with Audio Production's player composed in (features stay apart). */
const Listen = () => <ListenPage usePlayer={usePlayer} />;

export default Listen;
