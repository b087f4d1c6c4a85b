import { GetStartedPage } from '../app/pages/get-started-page';

export default GetStartedPage;
