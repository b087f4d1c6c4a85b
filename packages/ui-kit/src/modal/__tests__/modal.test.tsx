import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ModalProvider } from '../modal-provider';
import { useModal } from '../use-modal';

function Harness({ onResult }: { onResult: (value: unknown) => void }) {
  const modal = useModal();
  return (
    <>
      <button
        onClick={async () =>
          onResult(await modal.confirm({ header: 'Delete process', message: 'Are you sure?' }))
        }
      >
        ask
      </button>
      <button
        onClick={async () =>
          onResult(await modal.alert({ header: 'Payment failed', message: 'Try again later.' }))
        }
      >
        tell
      </button>
    </>
  );
}

function setup() {
  const onResult = jest.fn();
  render(
    <ModalProvider>
      <Harness onResult={onResult} />
    </ModalProvider>,
  );
  return onResult;
}

describe('ModalProvider and useModal', () => {
  it('resolves true when the user confirms', async () => {
    const onResult = setup();
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete process' });
    expect(dialog).toHaveTextContent('Are you sure?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false when the user cancels or presses Escape', async () => {
    const onResult = setup();
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(false));

    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(2));
    expect(onResult).toHaveBeenLastCalledWith(false);
  });

  it('shows an alert with a single OK button', async () => {
    const onResult = setup();
    await userEvent.click(screen.getByRole('button', { name: 'tell' }));
    await screen.findByRole('alertdialog', { name: 'Payment failed' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(undefined));
  });

  it('throws a clear error outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Harness onResult={() => {}} />)).toThrow(/outside <ModalProvider>/);
    jest.restoreAllMocks();
  });
});
