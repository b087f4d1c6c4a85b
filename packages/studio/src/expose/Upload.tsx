import { PlaceholderPage } from '../app/placeholder-page';

const Upload = () => (
  <PlaceholderPage title="Upload Script" lead="PDF, DOCX, TXT, Final Draft or Fountain, up to 10MB." />
);

export default Upload;
