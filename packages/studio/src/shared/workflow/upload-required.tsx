import { Button } from 'primereact/button';
import { useNavigate } from 'react-router-dom';

import { UPLOAD_PATH } from './workflow-paths';

/** A later step opened without a document sends the writer back to Upload. */
export const UploadRequired = () => {
  const navigate = useNavigate();
  return (
    <section
      className="cms-studio-panel cms-upload-required"
      aria-labelledby="upload-required-title"
    >
      <i className="pi pi-cloud-upload cms-upload-required__icon" aria-hidden="true" />
      <h2 id="upload-required-title">Upload Required</h2>
      <p>This step works on a script. Upload one first, then come back here.</p>
      <Button
        type="button"
        label="Go to Upload Step"
        icon="pi pi-upload"
        onClick={() => navigate(UPLOAD_PATH)}
      />
    </section>
  );
};
