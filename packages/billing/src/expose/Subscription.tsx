import { PlaceholderPage } from '../app/placeholder-page';

const Subscription = () => (
  <PlaceholderPage title="Manage Subscription" lead="Your plan, its credits and its renewal date." />
);

export default Subscription;
