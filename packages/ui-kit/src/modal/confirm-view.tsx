import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';

import type { ConfirmOptions } from './modal-context';

export interface ConfirmViewProps {
  request: ConfirmOptions & { kind: 'confirm' | 'alert' };
  /** PrimeReact reports 'accept', 'reject' or 'cancel' (close button, Escape) exactly once. */
  onHide: (result: string) => void;
}

/** The open dialog of ModalProvider, in its own chunk: PrimeReact's dialog loads when first asked. */
export function ConfirmView({ request, onHide }: ConfirmViewProps) {
  return (
    <ConfirmDialog
      // A confirmation interrupts the user, which is what alertdialog announces.
      pt={{ root: { role: 'alertdialog' } }}
      visible
      header={request.header}
      message={request.message}
      icon={request.kind === 'alert' ? 'pi pi-info-circle' : 'pi pi-exclamation-triangle'}
      acceptLabel={request.acceptLabel ?? 'Confirm'}
      rejectLabel={request.rejectLabel ?? 'Cancel'}
      acceptClassName={request.danger ? 'p-button-danger' : undefined}
      defaultFocus={request.danger ? 'reject' : 'accept'}
      style={{ width: 'min(32rem, calc(100vw - 2rem))' }}
      onHide={onHide}
      footer={
        request.kind === 'alert'
          ? ({ accept }) => (
              <Button type="button" label={request.acceptLabel} onClick={accept} autoFocus />
            )
          : undefined
      }
    />
  );
}
