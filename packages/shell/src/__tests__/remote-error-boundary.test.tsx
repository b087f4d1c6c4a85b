import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';

import { RemoteErrorBoundary } from '../mf/remote-error-boundary';

let shouldThrow = true;
const Flaky = () => {
  if (shouldThrow) throw new Error('boom');
  return <p>remote page</p>;
};

const Harness = () => {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      resetKey={attempt}
      fallback={(error) => (
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          retry after {error.message}
        </button>
      )}
    >
      <Flaky />
    </RemoteErrorBoundary>
  );
};

test('a remote that throws shows the fallback, and a new reset key renders it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Harness />);
  const retry = await screen.findByRole('button', { name: 'retry after boom' });
  shouldThrow = false;
  await userEvent.click(retry);
  expect(await screen.findByText('remote page')).toBeInTheDocument();
});
