import { Button } from 'primereact/button';
import { useNavigate } from 'react-router-dom';

/**
 * A fresh random id for every start, then `/{uuid}/upload`, which the shell leads to
 * the upload step (signing in first if needed).
 */
export const GetStartedButton = () => {
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      label="Get Started"
      icon="pi pi-arrow-right"
      iconPos="right"
      size="large"
      onClick={() => navigate(`/${crypto.randomUUID()}/upload`)}
    />
  );
};
