import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { ModalContext, type ModalApi, type ConfirmOptions } from './modal-context';
import { useConfirmView } from './use-confirm-view';

interface Request extends ConfirmOptions {
  id: number;
  kind: 'confirm' | 'alert';
  resolve: (accepted: boolean) => void;
}

export interface ModalProviderProps {
  children: ReactNode;
}

/**
 * Promise-based confirm and alert dialogs on PrimeReact's ConfirmDialog. Requests queue, so a
 * second dialog asked for while one is open waits its turn instead of replacing it.
 */
export function ModalProvider({ children }: ModalProviderProps) {
  const [queue, setQueue] = useState<Request[]>([]);
  const current = queue[0];
  const nextId = useRef(0);

  const enqueue = useCallback(
    (request: Omit<Request, 'resolve' | 'id'>) =>
      new Promise<boolean>((resolve) => {
        const id = (nextId.current += 1);
        setQueue((q) => [...q, { ...request, id, resolve }]);
      }),
    [],
  );

  const api = useMemo<ModalApi>(
    () => ({
      confirm: (options) => enqueue({ ...options, kind: 'confirm' }),
      alert: async ({ okLabel, ...options }) => {
        await enqueue({ ...options, acceptLabel: okLabel ?? 'OK', kind: 'alert' });
      },
    }),
    [enqueue],
  );

  // Read by the load-error path, which runs outside render.
  const queued = useRef(queue);
  useEffect(() => {
    queued.current = queue;
  }, [queue]);

  // A dialog that cannot be shown was not accepted: every waiting caller goes on as after
  // Cancel, and the next request tries to load the dialog again.
  const View = useConfirmView(
    Boolean(current),
    useCallback((error: unknown) => {
      console.error('[ui-kit] the dialog could not be loaded', error);
      for (const request of queued.current) request.resolve(false);
      setQueue([]);
    }, []),
  );

  const onHide = (result: string) => {
    if (!current) return;
    current.resolve(result === 'accept');
    setQueue((q) => q.slice(1));
  };

  return (
    <ModalContext.Provider value={api}>
      {children}
      {current && View && <View key={current.id} request={current} onHide={onHide} />}
    </ModalContext.Provider>
  );
}
