import { createContext, type ReactNode } from 'react';

export interface ConfirmOptions {
  header: string;
  message: ReactNode;
  /** Defaults to 'Confirm'. */
  acceptLabel?: string;
  /** Defaults to 'Cancel'. */
  rejectLabel?: string;
  /** Styles the accept button as destructive, e.g. for deleting a process. */
  danger?: boolean;
}

export interface AlertOptions {
  header: string;
  message: ReactNode;
  /** Defaults to 'OK'. */
  okLabel?: string;
}

export interface ModalApi {
  /** Resolves true when accepted, false when rejected or dismissed. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Resolves once the user closes it (e.g. pay-as-you-go failures). */
  alert: (options: AlertOptions) => Promise<void>;
}

/** Null outside a ModalProvider, which useModal turns into a clear error. */
export const ModalContext = createContext<ModalApi | null>(null);
