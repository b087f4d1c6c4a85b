import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'primereact/button';

import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button
        label="Info"
        severity="info"
        onClick={() => toast.info('Processing started. Please wait...')}
      />
      <Button
        label="Success"
        severity="success"
        onClick={() => toast.success('Login successfully!')}
      />
      <Button
        label="Warn"
        severity="warning"
        onClick={() => toast.warn('This is already your current plan.')}
      />
      <Button
        label="Error"
        severity="danger"
        onClick={() => toast.error('Failed to submit support ticket')}
      />
      <Button
        label="Sticky"
        outlined
        onClick={() => toast.show({ severity: 'info', detail: 'Stays until closed', sticky: true })}
      />
    </div>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  component: ToastProvider,
  args: { children: null },
  render: () => (
    <ToastProvider>
      <ToastButtons />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a button: toasts appear bottom centre and close after 3 s. */
export const Severities: Story = {};
