import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderPage } from '@castmyscript/test-utils';

import { GetStartedButton } from '../get-started-button';

const UUID = /^\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\/upload$/;

test('Get Started goes to /{fresh uuid}/upload, a new id each time', async () => {
  const user = userEvent.setup();
  const { unmount } = renderPage(<GetStartedButton />, { path: '/get-started', route: false });
  await user.click(screen.getByRole('button', { name: 'Get Started' }));
  const first = screen.getByTestId('location').textContent!;
  expect(first).toMatch(UUID);
  unmount();

  renderPage(<GetStartedButton />, { path: '/get-started', route: false });
  await user.click(screen.getByRole('button', { name: 'Get Started' }));
  const second = screen.getByTestId('location').textContent!;
  expect(second).toMatch(UUID);
  expect(second).not.toBe(first);
});

test('the id comes from crypto.randomUUID', async () => {
  const spy = jest
    .spyOn(crypto, 'randomUUID')
    .mockReturnValue('0b7e7c7e-4d1c-4a7a-9d55-1f1f4ad3a0c1');
  const user = userEvent.setup();
  renderPage(<GetStartedButton />, { path: '/get-started', route: false });
  await user.click(screen.getByRole('button', { name: 'Get Started' }));
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/0b7e7c7e-4d1c-4a7a-9d55-1f1f4ad3a0c1/upload',
  );
  spy.mockRestore();
});
