import { Dialog } from 'primereact/dialog';

import { SupportForm } from '../forms/support-form';

import '../../../shared/components/auth.css';

type Props = { visible: boolean; onHide: () => void };

/** 'Submit Support Form', 50vw wide (full width on phones). */
export const SupportDialog = ({ visible, onHide }: Props) => (
  <Dialog
    header="Submit Support Form"
    visible={visible}
    onHide={onHide}
    style={{ width: '50vw' }}
    breakpoints={{ '960px': '75vw', '640px': '100vw' }}
    data-remote="auth"
  >
    <SupportForm onDone={onHide} />
  </Dialog>
);
