import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { setApiBaseUrl } from '@castmyscript/api';
import { renderPage } from '@castmyscript/test-utils';

import { NOTIFY_FALLBACKS, NotifyMeForm } from '../notify-me-form';

const BASE = 'http://localhost/api/v1';
const server = setupServer();
let bodies: unknown[] = [];
const listed = new Set<string>();

/** Behaves like the server: 201 the first time an address is listed, 200 after that. */
const serverList = () =>
  server.use(
    http.post(`${BASE}/users/notify-me`, async ({ request }) => {
      const body = (await request.json()) as { email: string };
      bodies.push(body);
      if (listed.has(body.email)) {
        return HttpResponse.json(
          { status: 'success', message: 'You are already on the list.' },
          { status: 200 },
        );
      }
      listed.add(body.email);
      return HttpResponse.json(
        { status: 'success', message: 'Thanks! We will email you when it is ready.' },
        { status: 201 },
      );
    }),
  );

beforeAll(() => {
  setApiBaseUrl(BASE);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  bodies = [];
  listed.clear();
});
afterEach(() => server.resetHandlers());

const email = () => screen.getByLabelText('Email address');
const notify = () => screen.getByRole('button', { name: 'Notify Me' });

test('201 then 200: shows the server’s message each time', async () => {
  serverList();
  const user = userEvent.setup();
  renderPage(<NotifyMeForm />, { route: false });
  await user.type(email(), ' Ada@Example.com ');
  await user.click(notify());
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Thanks! We will email you when it is ready.',
  );
  await waitFor(() => expect(email()).toHaveValue(''));

  await user.type(email(), 'Ada@Example.com');
  await user.click(notify());
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('You are already on the list.'),
  );
  expect(bodies).toEqual([{ email: 'Ada@Example.com' }, { email: 'Ada@Example.com' }]);
});

test('a success without a message gets a friendly default', async () => {
  server.use(
    http.post(`${BASE}/users/notify-me`, () =>
      HttpResponse.json({ status: 'success' }, { status: 201 }),
    ),
  );
  const user = userEvent.setup();
  renderPage(<NotifyMeForm />, { route: false });
  await user.type(email(), 'ada@example.com');
  await user.click(notify());
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(NOTIFY_FALLBACKS.joined),
  );
});

test('an error shows the server’s message, or a fallback without one', async () => {
  server.use(
    http.post(`${BASE}/users/notify-me`, () =>
      HttpResponse.json(
        { status: 'error', message: 'Too many requests, slow down.' },
        { status: 429 },
      ),
    ),
  );
  const user = userEvent.setup();
  renderPage(<NotifyMeForm />, { route: false });
  await user.type(email(), 'ada@example.com');
  await user.click(notify());
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Too many requests, slow down.'),
  );
  expect(email()).toHaveValue('ada@example.com');

  server.use(http.post(`${BASE}/users/notify-me`, () => HttpResponse.error()));
  await user.click(notify());
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(NOTIFY_FALLBACKS.failed),
  );
});

test.each([
  ['', 'Email is required'],
  ['ada@', 'Invalid email address'],
  ['ada example.com', 'Invalid email address'],
])('%p is refused with %p and nothing is sent', async (value, message) => {
  serverList();
  const user = userEvent.setup();
  renderPage(<NotifyMeForm />, { route: false });
  if (value) await user.type(email(), value);
  await user.click(notify());
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(email()).toHaveAccessibleDescription(message);
  expect(bodies).toEqual([]);
});
