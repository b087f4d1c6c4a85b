import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { STORAGE_KEYS } from '@castmyscript/api';
import { BASE, currentPath, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { SignInPage } from '../components/sign-in-page';

const server = setupMswServer();

const open = () => renderPage(<SignInPage />, { path: '/sign-in' });
const submit = () => screen.getByRole('button', { name: 'Sign In' });

test('shows each validation message and keeps Sign In disabled until valid', async () => {
  const { user } = open();
  expect(submit()).toBeDisabled();

  await user.click(screen.getByLabelText('Email'));
  await user.tab();
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');

  await user.click(screen.getByLabelText('Password'));
  await user.tab();
  expect(await screen.findByText('Password is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Password'), 'short');
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(submit()).toBeDisabled();

  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await waitFor(() => expect(submit()).toBeEnabled());
});

test('a successful sign-in stores the session, toasts and opens the dashboard', async () => {
  let sent: unknown;
  server.use(
    http.post(`${BASE}/auth/login`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({
        status: 'success',
        data: { access_token: 'acc', refresh_token: 'ref', email: 'ada@example.com' },
      });
    }),
  );
  const { user, store } = open();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123!');
  await user.click(submit());

  expect(await screen.findByText('Login successfully!')).toBeInTheDocument();
  expect(currentPath()).toBe('/dashboard');
  expect(sent).toEqual({ email: 'ada@example.com', password: 'Secret123!' });
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('acc');
  expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('ref');
  expect(localStorage.getItem(STORAGE_KEYS.isLogin)).toBe('true');
  expect(store.getState().session.signedIn).toBe(true);
});

test.each([
  [
    'the server message',
    HttpResponse.json(failure('Invalid email or password'), { status: 401 }),
    'Invalid email or password',
  ],
  [
    'the fallback when the server names none',
    HttpResponse.json(failure(), { status: 500 }),
    'Something went wrong.',
  ],
  [
    'the no-response text when the network fails',
    HttpResponse.error(),
    'An unexpected error occurred.',
  ],
])('a failed sign-in shows %s', async (_case, answer, text) => {
  server.use(http.post(`${BASE}/auth/login`, () => answer));
  const { user } = open();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123!');
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(currentPath()).toBe('/sign-in');
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
});

test('an unverified account can ask for a new verification email', async () => {
  let resentTo: unknown;
  server.use(
    http.post(`${BASE}/auth/login`, () =>
      HttpResponse.json(
        failure('Please verify your email before signing in.', { code: 'email_not_verified' }),
        {
          status: 403,
        },
      ),
    ),
    http.post(`${BASE}/auth/resend-verification`, async ({ request }) => {
      resentTo = await request.json();
      return HttpResponse.json({
        status: 'success',
        data: { email: 'ada@example.com', verification_expires_at: '2030-01-01T00:00:00.000Z' },
      });
    }),
  );
  const { user } = open();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123!');
  await user.click(submit());

  expect(
    await screen.findByText('Please verify your email before signing in.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
  await waitFor(() => expect(currentPath()).toBe('/verification'));
  expect(resentTo).toEqual({ email: 'ada@example.com' });
  expect(localStorage.getItem('verificationExpiry')).toBe('2030-01-01T00:00:00.000Z');
});

test('the Google button is shown only when a client id is configured', () => {
  const first = open();
  expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  first.unmount();
  window.__CASTMYSCRIPT_CONFIG__ = { googleClientId: 'client-1' };
  try {
    open();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  } finally {
    delete window.__CASTMYSCRIPT_CONFIG__;
  }
});

test('links to sign-up and forgot password', () => {
  open();
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/sign-up',
  );
  expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});
