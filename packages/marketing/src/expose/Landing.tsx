import { LandingPage } from '../app/pages/landing-page';

export default LandingPage;
