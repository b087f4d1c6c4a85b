import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ModalProvider } from '../modal-provider';
import { useModal } from '../use-modal';

// The dialog's chunk cannot be fetched (offline, or a deploy removed it).
jest.mock('../confirm-view', () => {
  throw new Error('chunk failed');
});

function Harness({ onResult }: { onResult: (value: boolean) => void }) {
  const modal = useModal();
  return (
    <button
      onClick={async () =>
        onResult(await modal.confirm({ header: 'Delete process', message: 'Are you sure?' }))
      }
    >
      ask
    </button>
  );
}

test('a dialog that cannot be loaded counts as not accepted, and the next one tries again', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onResult = jest.fn();
  render(
    <ModalProvider>
      <Harness onResult={onResult} />
    </ModalProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'ask' }));
  await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
  await userEvent.click(screen.getByRole('button', { name: 'ask' }));
  await waitFor(() => expect(onResult).toHaveBeenCalledTimes(2));
  expect(onResult).toHaveBeenLastCalledWith(false);
  expect(logged).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  logged.mockRestore();
});
