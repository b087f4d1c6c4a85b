import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, currentPath, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { VerifyPage } from '../components/verify-page';

const server = setupMswServer();

const open = (token = 'tok-1') =>
  renderPage(<VerifyPage />, { path: `/verify/${token}`, route: '/verify/:token' });

test('verifying, then success: isVerified stored, toast, /sign-in after 3 seconds', async () => {
  let calls = 0;
  server.use(
    http.get(`${BASE}/auth/verify-email/:token`, ({ params }) => {
      calls += 1;
      expect(params.token).toBe('tok-1');
      return HttpResponse.json({ status: 'success', message: 'Email verified' });
    }),
  );
  open();
  expect(screen.getByText('Verifying your email…')).toBeInTheDocument();
  expect(
    await screen.findAllByText('Your email has been verified. You can now sign in.'),
  ).not.toHaveLength(0);
  expect(localStorage.getItem('isVerified')).toBe('true');
  expect(currentPath()).toBe('/verify/tok-1');
  await waitFor(() => expect(currentPath()).toBe('/sign-in'), { timeout: 20_000 });
  expect(calls).toBe(1);
}, 30_000);

test.each([
  [
    HttpResponse.json(failure('This verification link has already been used.'), { status: 400 }),
    'This verification link has already been used.',
  ],
  [
    HttpResponse.json(failure(), { status: 500 }),
    'There was a problem verifying your account. Please try again.',
  ],
  [HttpResponse.error(), 'There was a problem verifying your account. Please try again.'],
])('a failure shows Verification Failed with its message (%#)', async (answer, text) => {
  server.use(http.get(`${BASE}/auth/verify-email/:token`, () => answer));
  open();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Verification Failed');
  expect(alert).toHaveTextContent(text);
  expect(localStorage.getItem('isVerified')).toBeNull();
});

describe('the countdown from the stored expiry', () => {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2030-01-01T00:00:00Z'),
      doNotFake: ['queueMicrotask', 'nextTick'],
    });
  });
  afterEach(() => jest.useRealTimers());

  test('ticks every second in HH:MM:SS and reads Link Expired at zero', async () => {
    // The call never answers, so only the clock changes what is shown.
    server.use(
      http.get(`${BASE}/auth/verify-email/:token`, () => new Promise<never>(() => undefined)),
    );
    localStorage.setItem('verificationExpiry', '2030-01-01T00:00:03.000Z');
    open();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).toBeNull();
    const expired = screen.getByRole('alert');
    expect(expired).toHaveTextContent('Link Expired');
    expect(expired).toHaveTextContent(
      'This verification link has expired. Please request a new verification email.',
    );
  });
});
