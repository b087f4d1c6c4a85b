import { screen } from '@testing-library/react';

import { currentPath, renderPage } from '@castmyscript/test-utils';

import { ROUTER_FUTURE } from '../../../app/app-providers';
import { SUPPORT_EMAIL } from '../../../shared/lib/support';
import { PaymentCancelPage } from '../components/payment-cancel-page';

test('offers to try again, to go home, and the support address', async () => {
  const { user } = renderPage(<PaymentCancelPage />, {
    path: '/dashboard/cancel',
    future: ROUTER_FUTURE,
  });
  expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await user.click(screen.getByRole('link', { name: 'Try Payment Again' }));
  expect(currentPath()).toBe('/membership');
});
