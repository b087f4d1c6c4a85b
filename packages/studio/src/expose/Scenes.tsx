import { PlaceholderPage } from '../app/placeholder-page';

const Scenes = () => (
  <PlaceholderPage title="Script Scenes" lead="Check every line and who speaks it." />
);

export default Scenes;
