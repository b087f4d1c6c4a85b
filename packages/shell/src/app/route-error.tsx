import { Button } from 'primereact/button';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Last resort when the shell itself fails (e.g. one of its own chunks cannot be fetched after a
 * deploy): a plain message and a reload, never React Router's developer screen.
 */
export const RouteError = () => {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : (error as Error)?.message;
  return (
    <main className="cms-route-error" role="alert">
      <h1>Something went wrong</h1>
      <p>CastMyScript could not show this page. Reloading usually fixes it.</p>
      {detail && (
        <details>
          <summary>Details</summary>
          <pre>{detail}</pre>
        </details>
      )}
      <Button label="Reload" icon="pi pi-refresh" onClick={() => window.location.reload()} />
    </main>
  );
};
