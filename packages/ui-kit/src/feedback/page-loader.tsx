export interface PageLoaderProps {
  /** Visible and announced text. */
  label?: string;
  /** Fill the viewport, for whole-page loads before any layout exists. */
  fullScreen?: boolean;
}

/**
 * Centred loading indicator. A CSS spinner rather than PrimeReact's ProgressSpinner keeps it
 * usable as a Suspense fallback before the theme has loaded; the label is in a status region.
 */
export function PageLoader({ label = 'Loading…', fullScreen = false }: PageLoaderProps) {
  return (
    <div
      className={`cms-page-loader${fullScreen ? ' cms-page-loader--full' : ''}`}
      role="status"
      aria-live="polite"
    >
      <span className="cms-spinner" aria-hidden="true" />
      <span className="cms-page-loader__label">{label}</span>
    </div>
  );
}
