import { PlaceholderPage } from '../app/placeholder-page';

const ProcessHistory = () => (
  <PlaceholderPage title="Process history" lead="Every script you have uploaded." />
);

export default ProcessHistory;
