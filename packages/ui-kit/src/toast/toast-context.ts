import { createContext } from 'react';

export type ToastSeverity = 'info' | 'warn' | 'error' | 'success';

export interface ToastOptions {
  severity: ToastSeverity;
  detail: string;
  summary?: string;
  /** Milliseconds before it closes by itself; 3000 unless given. */
  life?: number;
  /** Keeps the toast until the user closes it. */
  sticky?: boolean;
}

export interface ToastApi {
  show: (options: ToastOptions) => void;
  info: (detail: string, summary?: string) => void;
  success: (detail: string, summary?: string) => void;
  warn: (detail: string, summary?: string) => void;
  error: (detail: string, summary?: string) => void;
  clear: () => void;
}

/** Null outside a ToastProvider, which useToast turns into a clear error. */
export const ToastContext = createContext<ToastApi | null>(null);
