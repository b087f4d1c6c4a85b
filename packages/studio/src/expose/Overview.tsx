import { PlaceholderPage } from '../app/placeholder-page';

const Overview = () => (
  <PlaceholderPage title="Dashboard" lead="Your recent activity." />
);

export default Overview;
