import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { CheckEmailPage } from '../components/check-email-page';
import { RESEND_DONE } from '../components/resend-button';

const server = setupMswServer();

const open = () => renderPage(<CheckEmailPage />, { path: '/verification' });

test('shows the stored email, the 24-hour validity, tips and the support link', () => {
  localStorage.setItem('email', 'ada@example.com');
  open();
  expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  expect(screen.getByText(/expires in 24 hours/)).toBeInTheDocument();
  // A sign-up with a taken address lands here too (security check 46), told the same.
  expect(
    screen.getByText(/already has an account, the email tells you how to sign in/),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
  expect(screen.getByText(/spam or junk folder/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
});

test('resends the link to the stored email and restarts the clock', async () => {
  localStorage.setItem('email', 'ada@example.com');
  let sent: unknown;
  server.use(
    http.post(`${BASE}/auth/resend-verification`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({
        status: 'success',
        data: { verification_expires_at: '2031-05-05T00:00:00.000Z' },
      });
    }),
  );
  const { user } = open();
  await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
  expect(await screen.findByText(RESEND_DONE)).toBeInTheDocument();
  expect(sent).toEqual({ email: 'ada@example.com' });
  expect(localStorage.getItem('verificationExpiry')).toBe('2031-05-05T00:00:00.000Z');
});

test('a refused resend shows the server message', async () => {
  localStorage.setItem('email', 'ada@example.com');
  server.use(
    http.post(`${BASE}/auth/resend-verification`, () =>
      HttpResponse.json(failure('Please wait a minute before asking again.'), { status: 429 }),
    ),
  );
  const { user } = open();
  await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please wait a minute before asking again.',
  );
});

test('without a stored email there is nothing to resend', () => {
  open();
  expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  expect(screen.getByText('the address you signed up with')).toBeInTheDocument();
});
