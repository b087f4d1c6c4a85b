import { Button } from 'primereact/button';
import { useId } from 'react';

export interface RemoteFallbackProps {
  /** Human name of the part that failed, e.g. 'Billing'. */
  area: string;
  onRetry: () => void;
  /** Shown under a collapsed Details toggle, for support requests. */
  error?: unknown;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    // Circular or otherwise unserialisable values still deserve some text.
    return String(error);
  }
}

/**
 * Stands in for a micro-frontend that failed to load, so the rest of the app keeps working
 * (remote failures are handled at retry, runtime and error-boundary levels).
 */
export function RemoteFallback({ area, onRetry, error }: RemoteFallbackProps) {
  const titleId = useId();
  return (
    <section className="cms-remote-fallback" role="alert" aria-labelledby={titleId}>
      <i className="pi pi-exclamation-circle cms-remote-fallback__icon" aria-hidden="true" />
      <h2 id={titleId}>This part of CastMyScript is unavailable right now.</h2>
      <p>
        <strong>{area}</strong> could not be loaded. Check your connection and try again.
      </p>
      {error !== undefined && (
        <details className="cms-remote-fallback__details">
          <summary>Details</summary>
          <pre>{describeError(error)}</pre>
        </details>
      )}
      <Button type="button" label="Retry" icon="pi pi-refresh" onClick={onRetry} />
    </section>
  );
}
