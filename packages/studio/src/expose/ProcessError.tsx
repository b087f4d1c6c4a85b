import { PlaceholderPage } from '../app/placeholder-page';

const ProcessError = () => (
  <PlaceholderPage title="Something went wrong" lead="We could not find where this script left off." />
);

export default ProcessError;
