import { TermsPage } from '../app/pages/terms-page';

export default TermsPage;
