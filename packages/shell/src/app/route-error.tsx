import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Last resort when the shell itself fails (e.g. one of its own chunks cannot be fetched after a
 * deploy): a plain message and a reload, never React Router's developer screen. Plain HTML on
 * purpose: it must work when nothing else could be loaded, and it sits outside the app frame.
 */
export const RouteError = () => {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : (error as Error)?.message;
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
      <button
        type="button"
        className="cms-route-error__reload"
        onClick={() => window.location.reload()}
      >
        <span className="pi pi-refresh" aria-hidden="true" /> Reload
      </button>
    </main>
  );
};
