import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, currentPath, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { ForgotPasswordPage } from '../components/forgot-password-page';
import { ResetPasswordPage } from '../components/reset-password-page';

const server = setupMswServer();

describe('forgot password', () => {
  const open = () => renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  const submit = () => screen.getByRole('button', { name: 'Send Reset Instructions' });

  test('is disabled while the email is blank and validates the address', async () => {
    const { user } = open();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '   ');
    expect(submit()).toBeDisabled();
    await user.clear(screen.getByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  test("sends the app's own reset address and toasts", async () => {
    let sent: unknown;
    server.use(
      http.post(`${BASE}/auth/reset-password-request`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: 'success' });
      }),
    );
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(submit());
    expect(
      await screen.findAllByText(/Password reset instructions sent successfully\./),
    ).not.toHaveLength(0);
    expect(sent).toEqual({
      email: 'ada@example.com',
      reset_form_url: `${window.location.origin}/reset-password`,
    });
  });

  test.each([
    [HttpResponse.json(failure('Too many requests'), { status: 429 }), 'Too many requests'],
    [HttpResponse.json(failure(), { status: 500 }), 'Something went wrong.'],
    [HttpResponse.error(), 'An unexpected error occurred.'],
  ])('shows the failure (%#)', async (answer, text) => {
    server.use(http.post(`${BASE}/auth/reset-password-request`, () => answer));
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('reset password', () => {
  const open = (search = '?token=tok-1') =>
    renderPage(<ResetPasswordPage />, { path: `/reset-password${search}` });
  const submit = () => screen.getByRole('button', { name: 'Reset Password' });

  test('without a token it says so and goes to /sign-in', async () => {
    open('');
    expect(await screen.findAllByText('Invalid or missing token.')).not.toHaveLength(0);
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
  });

  test('validates with the reset wording and keeps the button disabled', async () => {
    const { user } = open();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    await user.tab();
    expect(
      await screen.findByText(
        'Password must include uppercase, lowercase, number, and special character',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Secret123!');
    await user.click(screen.getByLabelText('Confirm password'));
    await user.tab();
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
  });

  test('success toasts and goes to /sign-in', async () => {
    let sent: unknown;
    server.use(
      http.post(`${BASE}/auth/reset-password`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: 'success' });
      }),
    );
    const { user } = open();
    await user.type(screen.getByLabelText('New password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123!');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(
      await screen.findByText('Password reset successfully. You can now log in.'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/sign-in');
    expect(sent).toEqual({ new_password: 'Secret123!', pass_reset_token: 'tok-1' });
  });

  test('an expired token shows the server message', async () => {
    server.use(
      http.post(`${BASE}/auth/reset-password`, () =>
        HttpResponse.json(failure('This reset link has expired.'), { status: 400 }),
      ),
    );
    const { user } = open();
    await user.type(screen.getByLabelText('New password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123!');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
    expect(currentPath()).toBe('/reset-password?token=tok-1');
  });
});
