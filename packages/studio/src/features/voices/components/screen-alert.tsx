import type { ScreenAlert as Alert } from '../hooks/use-timed-alert';

const ICONS = {
  error: 'pi-exclamation-circle',
  info: 'pi-info-circle',
  success: 'pi-check-circle',
};

type Props = { alert: Alert; working: boolean; onDismiss?: () => void };

/**
 * The screen's alert, which is also the status panel while submitting: a spinner
 * beside the current step, and no close button until the work is over.
 */
export const ScreenAlert = ({ alert, working, onDismiss }: Props) => (
  <div
    className={`cms-notice cms-notice--${alert.tone} cms-screen-alert`}
    role={alert.tone === 'error' ? 'alert' : 'status'}
  >
    {working && alert.tone === 'info' ? (
      <span className="cms-spinner cms-spinner--small" aria-hidden="true" />
    ) : (
      <i className={`pi ${ICONS[alert.tone]}`} aria-hidden="true" />
    )}
    <span className="cms-screen-alert__text">{alert.text}</span>
    {onDismiss && (
      <button
        type="button"
        className="cms-screen-alert__close"
        aria-label="Dismiss"
        onClick={onDismiss}
      >
        <i className="pi pi-times" aria-hidden="true" />
      </button>
    )}
  </div>
);
