import { ComingSoonPage } from '../app/pages/coming-soon-page';

export default ComingSoonPage;
