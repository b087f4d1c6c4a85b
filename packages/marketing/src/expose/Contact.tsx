import { ContactPage } from '../app/pages/contact-page';

export default ContactPage;
