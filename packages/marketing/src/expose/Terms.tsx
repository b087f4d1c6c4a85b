import { PlaceholderPage } from '../app/placeholder-page';

const Terms = () => (
  <PlaceholderPage title="Terms and privacy" lead="What we store, for how long, and what we never do with your scripts." />
);

export default Terms;
