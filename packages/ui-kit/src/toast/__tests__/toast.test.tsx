import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ToastProvider } from '../toast-provider';
import { useToast } from '../use-toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Saved!')}>success</button>
      <button onClick={() => toast.show({ severity: 'warn', detail: 'Sticky', sticky: true })}>
        sticky
      </button>
    </>
  );
}

describe('ToastProvider and useToast', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a toast at the bottom centre with a default summary', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'success' }));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(document.querySelector('.p-toast-bottom-center')).toBeInTheDocument();
  });

  it('closes a toast by itself after 3000 ms, unless sticky', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'success' }));
    await user.click(screen.getByRole('button', { name: 'sticky' }));
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    // The toast's exit animation starts only once React has removed the message.
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('throws a clear error outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow(/outside <ToastProvider>/);
    jest.restoreAllMocks();
  });
});
