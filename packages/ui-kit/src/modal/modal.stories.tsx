import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'primereact/button';
import { useState } from 'react';

import { ModalProvider } from './modal-provider';
import { useModal } from './use-modal';

function ModalButtons() {
  const modal = useModal();
  const [result, setResult] = useState('nothing yet');
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button
          label="Confirm"
          onClick={async () => {
            const ok = await modal.confirm({
              header: 'Change plan',
              message: 'Switch to Pro now?',
            });
            setResult(ok ? 'accepted' : 'rejected');
          }}
        />
        <Button
          label="Delete (danger)"
          severity="danger"
          onClick={async () => {
            const ok = await modal.confirm({
              header: 'Delete process',
              message: 'This removes the script and its audio.',
              acceptLabel: 'Delete',
              danger: true,
            });
            setResult(ok ? 'deleted' : 'kept');
          }}
        />
        <Button
          label="Alert"
          outlined
          onClick={async () => {
            await modal.alert({
              header: 'Payment',
              message: 'Error creating checkout session. Please try again.',
            });
            setResult('alert closed');
          }}
        />
      </div>
      <output>Result: {result}</output>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Modal',
  component: ModalProvider,
  args: { children: null },
  render: () => (
    <ModalProvider>
      <ModalButtons />
    </ModalProvider>
  ),
} satisfies Meta<typeof ModalProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmAndAlert: Story = {};
