import { PlaceholderPage } from '../app/placeholder-page';

const ScenesPreview = () => (
  <PlaceholderPage title="Audio Production" lead="Preview, manage and fine-tune your generated voice segments" />
);

export default ScenesPreview;
