import { Dialog } from 'primereact/dialog';

type Props = { visible: boolean; onHide: () => void };

/** Spec 1 §2: the support dialog, 50vw wide. Its form arrives with the Accounts work. */
export const SupportDialog = ({ visible, onHide }: Props) => (
  <Dialog header="Submit Support Form" visible={visible} onHide={onHide} style={{ width: '50vw' }} breakpoints={{ '768px': '95vw' }}>
    <p>
      Write to us at <a href="mailto:support@castmyscript.ai">support@castmyscript.ai</a>. We reply
      within 24 hours, Monday to Friday 9:00 AM to 6:00 PM.
    </p>
  </Dialog>
);
