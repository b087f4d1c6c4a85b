import { type ReactNode, useMemo } from 'react';

import { ToastContext, type ToastApi, type ToastSeverity } from './toast-context';
import { useLazyToast } from './use-lazy-toast';

/** Default life of a toast. */
export const TOAST_LIFE_MS = 3000;

const SUMMARIES: Record<ToastSeverity, string> = {
  info: 'Info',
  success: 'Success',
  warn: 'Warning',
  error: 'Error',
};

export interface ToastProviderProps {
  children: ReactNode;
}

/** One toast stack for the app, bottom centre; mount it once near the root. */
export function ToastProvider({ children }: ToastProviderProps) {
  const { Component, attach, show: showMessage, clear } = useLazyToast();

  // Stable across renders so components can list it in effect dependencies safely.
  const api = useMemo<ToastApi>(() => {
    const show: ToastApi['show'] = ({ severity, detail, summary, life, sticky }) =>
      showMessage({
        severity,
        detail,
        summary: summary ?? SUMMARIES[severity],
        life: life ?? TOAST_LIFE_MS,
        sticky,
      });
    const by = (severity: ToastSeverity) => (detail: string, summary?: string) =>
      show({ severity, detail, summary });
    return {
      show,
      info: by('info'),
      success: by('success'),
      warn: by('warn'),
      error: by('error'),
      clear,
    };
  }, [showMessage, clear]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {Component && <Component ref={attach} position="bottom-center" />}
    </ToastContext.Provider>
  );
}
