import { Button } from 'primereact/button';
import { useId } from 'react';

/** The signed-in pages when the account can't be read (server or network down): retry in place. */
export const AccountUnavailable = ({
  retrying,
  onRetry,
}: {
  retrying: boolean;
  onRetry: () => void;
}) => {
  const titleId = useId();
  return (
    <main className="cms-remote-fallback" role="alert" aria-labelledby={titleId}>
      <h1 id={titleId}>Your account can't be loaded right now.</h1>
      <p>Check your connection and try again. You are still signed in.</p>
      <Button
        type="button"
        label="Try again"
        icon="pi pi-refresh"
        loading={retrying}
        onClick={onRetry}
      />
    </main>
  );
};
