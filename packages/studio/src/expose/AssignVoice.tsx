import { PlaceholderPage } from '../app/placeholder-page';

const AssignVoice = () => (
  <PlaceholderPage title="Voice Assignment" lead="Assign AI voices to each character in your scene" />
);

export default AssignVoice;
