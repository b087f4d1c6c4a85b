import { useCallback, useEffect, useState } from 'react';

export type AlertTone = 'info' | 'success' | 'error';
export type ScreenAlert = { tone: AlertTone; text: string };

/** Success alerts vanish after 3 s, errors after 5 s; info stays until replaced. */
export const ALERT_LIFE_MS: Record<AlertTone, number | null> = {
  success: 3000,
  error: 5000,
  info: null,
};

/** The screen's one alert. */
export const useScreenAlert = () => {
  const [alert, setAlert] = useState<ScreenAlert | null>(null);
  const show = useCallback((tone: AlertTone, text: string) => setAlert({ tone, text }), []);
  const clear = useCallback(() => setAlert(null), []);
  return { alert, show, clear };
};

/**
 * Expires the alert after its lifetime. While `held` (submitting) it neither expires nor can be
 * dismissed, so the writer always sees where generation stands ("Alerts can be
 * dismissed except while submitting"). Returns the dismiss action, or undefined while held.
 */
export const useAlertExpiry = (alert: ScreenAlert | null, held: boolean, clear: () => void) => {
  const life = alert ? ALERT_LIFE_MS[alert.tone] : null;
  useEffect(() => {
    if (!alert || held || life === null) return;
    const timer = setTimeout(clear, life);
    return () => clearTimeout(timer);
  }, [alert, held, life, clear]);
  return held ? undefined : clear;
};
