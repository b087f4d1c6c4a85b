import { ScenesPage } from '../features/scenes/components/scenes-page';

export default ScenesPage;
