import { PlaceholderPage } from '../app/placeholder-page';

const Verification = () => (
  <PlaceholderPage title="Check your email" lead="We sent a verification link to your inbox. It expires in 24 hours." />
);

export default Verification;
