import { PlaceholderPage } from '../app/placeholder-page';

const ComingSoon = () => (
  <PlaceholderPage title="Coming soon" lead="This part of CastMyScript is on its way." />
);

export default ComingSoon;
