import { useContext } from 'react';

import { ModalContext, type ModalApi } from './modal-context';

/** Dialog helpers; throws outside a ModalProvider so a missing provider fails loudly. */
export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) {
    throw new Error(
      'useModal() was called outside <ModalProvider>. Wrap the app in ModalProvider.',
    );
  }
  return api;
}
