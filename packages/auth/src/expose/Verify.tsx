import { PlaceholderPage } from '../app/placeholder-page';

const Verify = () => (
  <PlaceholderPage title="Verifying your email" lead="One moment while we confirm your address." />
);

export default Verify;
