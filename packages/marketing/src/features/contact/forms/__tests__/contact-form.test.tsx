import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { setApiBaseUrl } from '@castmyscript/api';
import { renderPage } from '@castmyscript/test-utils';

import { ContactForm } from '../contact-form';

const BASE = 'http://localhost/api/v1';
const server = setupServer();
let received: unknown[] = [];
let authHeaders: Array<string | null> = [];

const answer = (status: number, body: object) =>
  server.use(
    http.post(`${BASE}/users/contact-us`, async ({ request }) => {
      received.push(await request.json());
      authHeaders.push(request.headers.get('authorization'));
      return HttpResponse.json(body, { status });
    }),
  );

beforeAll(() => {
  setApiBaseUrl(BASE);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
beforeEach(() => {
  received = [];
  authHeaders = [];
  localStorage.clear();
});
afterEach(() => server.resetHandlers());

const field = (label: string) => screen.getByLabelText(label);
const send = () => screen.getByRole('button', { name: /send message/i });

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(field('Name'), '  Ada Writer ');
  await user.type(field('Phone'), '+1 (555) 010-2030');
  await user.type(field('Email'), 'ada@example.com');
  await user.type(field('Message'), 'Can I upload a stage play?');
};

describe('validation (word for word)', () => {
  test('submitting empty shows each field’s required message and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />, { route: false });
    await user.click(send());
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(field('Name')).toHaveAccessibleDescription('This field is required');
    expect(field('Phone')).toHaveAccessibleDescription('This field is required');
    expect(field('Message')).toHaveAccessibleDescription('This field is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(received).toEqual([]);
  });

  test('a name under 3 characters', async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />, { route: false });
    await user.type(field('Name'), 'Al');
    await user.tab();
    expect(
      await screen.findByText('The name must be at least 3 characters long!'),
    ).toBeInTheDocument();
    await user.type(field('Name'), 'i');
    await waitFor(() =>
      expect(screen.queryByText('The name must be at least 3 characters long!')).toBeNull(),
    );
  });

  test.each(['0123456789', '+1 555 010 203', 'call me maybe 12345678901'])(
    'a phone of %p',
    async (phone) => {
      const user = userEvent.setup();
      renderPage(<ContactForm />, { route: false });
      await user.type(field('Phone'), phone);
      await user.tab();
      expect(await screen.findByText('It should contain 11 digits!')).toBeInTheDocument();
    },
  );

  test('a phone with 11 digits passes', async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />, { route: false });
    await user.type(field('Phone'), '07700 900123');
    await user.tab();
    await waitFor(() => expect(field('Phone')).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText('It should contain 11 digits!')).toBeNull();
  });

  test('an email without a domain', async () => {
    const user = userEvent.setup();
    renderPage(<ContactForm />, { route: false });
    await user.type(field('Email'), 'ada@example');
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });
});

describe('outcomes', () => {
  test('200: success toast, the trimmed message is posted with the session when signed in, the form clears', async () => {
    answer(200, { status: 'success', message: 'Sent' });
    localStorage.setItem('accessToken', 'signed-in');
    const user = userEvent.setup();
    renderPage(<ContactForm />, { route: false });
    await fillValid(user);
    await user.click(send());
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(received).toEqual([
      {
        name: 'Ada Writer',
        phone: '+1 (555) 010-2030',
        email: 'ada@example.com',
        message: 'Can I upload a stage play?',
      },
    ]);
    // Signed in, the session goes along: the acknowledgement quotes the words only to the account's owner.
    expect(authHeaders).toEqual(['Bearer signed-in']);
    await waitFor(() => expect(field('Name')).toHaveValue(''));
  });

  test('409: the already-sent message, and the form keeps its values', async () => {
    answer(409, { status: 'error', message: 'Duplicate' });
    const user = userEvent.setup();
    renderPage(<ContactForm />, { route: false });
    await fillValid(user);
    await user.click(send());
    expect(
      await screen.findByText('An email has already been sent. Please check your inbox.'),
    ).toBeInTheDocument();
    expect(field('Email')).toHaveValue('ada@example.com');
  });

  test.each([400, 500])('%i: the failure message', async (status) => {
    answer(status, { status: 'error', message: 'Nope' });
    const user = userEvent.setup();
    renderPage(<ContactForm />, { route: false });
    await fillValid(user);
    await user.click(send());
    expect(
      await screen.findByText('Failed to send the email. Please try again.'),
    ).toBeInTheDocument();
  });

  test('no answer at all: the failure message', async () => {
    server.use(http.post(`${BASE}/users/contact-us`, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderPage(<ContactForm />, { route: false });
    await fillValid(user);
    await user.click(send());
    expect(
      await screen.findByText('Failed to send the email. Please try again.'),
    ).toBeInTheDocument();
  });
});
