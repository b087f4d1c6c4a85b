import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';

import { ModalContext, type ModalApi, type ConfirmOptions } from './modal-context';

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

  // PrimeReact reports 'accept', 'reject' or 'cancel' (close button, Escape) exactly once.
  const onHide = (result: string) => {
    if (!current) return;
    current.resolve(result === 'accept');
    setQueue((q) => q.slice(1));
  };

  return (
    <ModalContext.Provider value={api}>
      {children}
      {current && (
        <ConfirmDialog
          key={current.id}
          // A confirmation interrupts the user, which is what alertdialog announces.
          pt={{ root: { role: 'alertdialog' } }}
          visible
          header={current.header}
          message={current.message}
          icon={current.kind === 'alert' ? 'pi pi-info-circle' : 'pi pi-exclamation-triangle'}
          acceptLabel={current.acceptLabel ?? 'Confirm'}
          rejectLabel={current.rejectLabel ?? 'Cancel'}
          acceptClassName={current.danger ? 'p-button-danger' : undefined}
          defaultFocus={current.danger ? 'reject' : 'accept'}
          style={{ width: 'min(32rem, calc(100vw - 2rem))' }}
          onHide={onHide}
          footer={
            current.kind === 'alert'
              ? ({ accept }) => (
                  <Button type="button" label={current.acceptLabel} onClick={accept} autoFocus />
                )
              : undefined
          }
        />
      )}
    </ModalContext.Provider>
  );
}
