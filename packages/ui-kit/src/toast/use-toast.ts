import { useContext } from 'react';

import { ToastContext, type ToastApi } from './toast-context';

/** Toast helpers; throws outside a ToastProvider so a missing provider fails loudly. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error(
      'useToast() was called outside <ToastProvider>. Wrap the app in ToastProvider.',
    );
  }
  return api;
}
