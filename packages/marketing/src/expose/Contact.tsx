import { PlaceholderPage } from '../app/placeholder-page';

const Contact = () => (
  <PlaceholderPage title="Contact us" lead="Questions about CastMyScript? We reply within 24 hours." />
);

export default Contact;
