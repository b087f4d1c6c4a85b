import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, currentPath, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { SignUpPage } from '../components/sign-up-page';

const server = setupMswServer();

const open = () => renderPage(<SignUpPage />, { path: '/sign-up' });
const submit = () => screen.getByRole('button', { name: 'Sign Up' });

type User = ReturnType<typeof open>['user'];

const fill = async (user: User, overrides: Record<string, string> = {}) => {
  const values = {
    'Full name': 'Ada Writer',
    'User name': 'ada',
    Email: 'ada@example.com',
    Password: 'Secret123!',
    'Confirm password': 'Secret123!',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
};

const blurEmpty = async (user: User, label: string) => {
  await user.click(screen.getByLabelText(label));
  await user.tab();
};

test.each([
  ['Full name', '', 'Name is required'],
  ['Full name', 'A', 'Name must be at least 2 characters'],
  ['User name', 'a', 'User name must be at least 2 characters'],
  ['Email', '', 'Email is required'],
  ['Email', 'ada@nowhere', 'Invalid email address'],
  ['Password', '', 'Password is required'],
  ['Password', 'Ab1!', 'Password must be at least 8 characters'],
  [
    'Password',
    'abcdefgh1',
    'Password must include uppercase, lowercase, number, and special character',
  ],
  ['Confirm password', '', 'Please confirm your password'],
  ['Confirm password', 'Secret123?', 'Passwords do not match'],
])('%s = %j shows %j and keeps Sign Up disabled', async (label, value, message) => {
  const { user } = open();
  await fill(user, { [label]: value });
  await user.click(screen.getByLabelText(/I agree/));
  if (!value) await blurEmpty(user, label);
  else await user.tab();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  expect(submit()).toBeDisabled();
});

test('the terms must be agreed to before Sign Up is enabled', async () => {
  const { user } = open();
  await fill(user);
  expect(submit()).toBeDisabled();
  await user.click(screen.getByLabelText(/I agree/));
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(screen.getByLabelText(/I agree/));
  expect(await screen.findByText('You must agree to the terms and conditions')).toBeInTheDocument();
  expect(submit()).toBeDisabled();
  expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    '/terms',
  );
});

test('the strength meter follows the password', async () => {
  const { user } = open();
  await user.type(screen.getByLabelText('Password'), 'abcdefgh');
  expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'Weak',
  );
  await user.type(screen.getByLabelText('Password'), 'A1!');
  expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'Strong',
  );
});

test('a 201 stores the email and expiry, toasts and goes to /verification', async () => {
  let sent: unknown;
  server.use(
    http.post(`${BASE}/auth/register`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(
        {
          status: 'success',
          data: { email: 'ada@example.com', verification_expires_at: '2030-01-02T03:04:05.000Z' },
        },
        { status: 201 },
      );
    }),
  );
  const { user } = open();
  await fill(user);
  await user.click(screen.getByLabelText(/I agree/));
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());

  expect(
    await screen.findByText('Registered successfully! Please verify your email.'),
  ).toBeInTheDocument();
  expect(currentPath()).toBe('/verification');
  expect(sent).toEqual({
    name: 'Ada Writer',
    username: 'ada',
    email: 'ada@example.com',
    password: 'Secret123!',
  });
  expect(localStorage.getItem('email')).toBe('ada@example.com');
  expect(localStorage.getItem('verificationExpiry')).toBe('2030-01-02T03:04:05.000Z');
});

test.each([
  // A taken email is not an error: it answers 201 like a new one (security check 46).
  [
    HttpResponse.json(failure('Too many requests. Please try again in 15 minutes.'), {
      status: 429,
    }),
    'Too many requests. Please try again in 15 minutes.',
  ],
  [HttpResponse.json(failure(), { status: 500 }), 'Something went wrong.'],
  [HttpResponse.error(), 'An unexpected error occurred.'],
])('a failed sign-up shows its message (%#)', async (answer, text) => {
  server.use(http.post(`${BASE}/auth/register`, () => answer));
  const { user } = open();
  await fill(user);
  await user.click(screen.getByLabelText(/I agree/));
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(currentPath()).toBe('/sign-up');
});
