import { SupportDialog } from '../features/support/components/support-dialog';

export default SupportDialog;
