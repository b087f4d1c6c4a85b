import { PlaceholderPage } from '../app/placeholder-page';

const GetStarted = () => (
  <PlaceholderPage title="Script Voice Generator" lead="Upload, Parse, Voices, Listen: four steps from script to table read." />
);

export default GetStarted;
