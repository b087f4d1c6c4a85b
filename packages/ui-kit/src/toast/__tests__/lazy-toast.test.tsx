import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ToastProvider } from '../toast-provider';
import { useToast } from '../use-toast';

function Trigger() {
  const toast = useToast();
  return (
    <button
      onClick={() => {
        toast.info('First');
        toast.error('Second');
      }}
    >
      two
    </button>
  );
}

test("PrimeReact's toast is not mounted until a toast is asked for", async () => {
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  expect(document.querySelector('.p-toast')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'two' }));
  expect(await screen.findByText('First')).toBeInTheDocument();
  expect(document.querySelector('.p-toast')).toBeInTheDocument();
});

test('toasts asked for while the component loads all appear, in order', async () => {
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'two' }));
  await screen.findByText('Second');
  const texts = [...document.querySelectorAll('.p-toast-detail')].map((el) => el.textContent);
  expect(texts).toEqual(['First', 'Second']);
});
