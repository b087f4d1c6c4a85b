import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { SupportDialog } from '../components/support-dialog';
import { MESSAGE_PLACEHOLDER } from '../forms/support-form';

const server = setupMswServer();

const open = () => {
  const onHide = jest.fn();
  const view = renderPage(<SupportDialog visible onHide={onHide} />);
  return { ...view, onHide };
};
const submit = () => screen.getByRole('button', { name: /Submit/ });

type User = ReturnType<typeof open>['user'];
const fill = async (user: User) => {
  await user.type(screen.getByLabelText(/^Name/), 'Ada Writer');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '+44 20 7946 0000');
  await user.type(screen.getByLabelText(/^Subject/), 'Audio stops');
  await user.type(screen.getByLabelText(/^Message/), 'Playback stops at scene 3.');
};

test('is titled, marks required fields and uses the right input types', () => {
  open();
  expect(screen.getByRole('dialog', { name: 'Submit Support Form' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText(/^Phone/)).not.toBeRequired();
  for (const label of [/^Name/, /^Email/, /^Subject/, /^Message/])
    expect(screen.getByLabelText(label)).toBeRequired();
  expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '5');
  expect(screen.getByLabelText(/^Message/)).toHaveAttribute('placeholder', MESSAGE_PLACEHOLDER);
});

test('submit stays disabled while a required field is empty; phone may stay empty', async () => {
  const { user } = open();
  expect(submit()).toBeDisabled();
  await user.type(screen.getByLabelText(/^Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Subject/), 'Hi');
  expect(submit()).toBeDisabled();
  await user.type(screen.getByLabelText(/^Message/), 'Help');
  expect(submit()).toBeEnabled();
  await user.clear(screen.getByLabelText(/^Subject/));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(submit()).toBeDisabled();
});

test('a bad email is named', async () => {
  const { user } = open();
  await user.type(screen.getByLabelText(/^Email/), 'ada@');
  await user.tab();
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
});

test('success sends the ticket, shows Submitting..., clears, closes and toasts', async () => {
  let sent: unknown;
  let release: () => void = () => undefined;
  server.use(
    http.post(`${BASE}/users/contact-us`, async ({ request }) => {
      sent = await request.json();
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ status: 'success' });
    }),
  );
  const { user, onHide } = open();
  await fill(user);
  await user.click(submit());
  expect(await screen.findByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
  release();
  expect(await screen.findByText('Support ticket submitted successfully')).toBeInTheDocument();
  expect(onHide).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  expect(sent).toEqual({
    name: 'Ada Writer',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    subject: 'Audio stops',
    message: 'Playback stops at scene 3.',
  });
});

test('failure toasts and keeps what was typed', async () => {
  server.use(
    http.post(`${BASE}/users/contact-us`, () =>
      HttpResponse.json(failure('nope'), { status: 500 }),
    ),
  );
  const { user, onHide } = open();
  await fill(user);
  await user.click(submit());
  expect(await screen.findByText('Failed to submit support ticket')).toBeInTheDocument();
  await waitFor(() => expect(submit()).toBeEnabled());
  expect(onHide).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/^Subject/)).toHaveValue('Audio stops');
});

test('a repeated ticket (409) keeps the spec’s text and says why', async () => {
  server.use(
    http.post(`${BASE}/users/contact-us`, () =>
      HttpResponse.json(failure('An email has already been sent. Please check your inbox.'), {
        status: 409,
      }),
    ),
  );
  const { user, onHide } = open();
  await fill(user);
  await user.click(submit());
  expect(await screen.findByText('Failed to submit support ticket')).toBeInTheDocument();
  expect(
    screen.getByText("You sent this already — we'll answer within 24 hours"),
  ).toBeInTheDocument();
  expect(onHide).not.toHaveBeenCalled();
});

describe('signed in', () => {
  beforeEach(() => localStorage.setItem('accessToken', 'token'));
  afterEach(() => localStorage.clear());

  test('the user’s name and email are filled in, and stay editable', async () => {
    server.use(
      http.get(`${BASE}/users/me`, () =>
        HttpResponse.json({
          status: 'success',
          data: {
            full_name: 'Ada Writer',
            email: 'ada@example.com',
            username: 'ada',
            role: 'user',
          },
        }),
      ),
    );
    const { user } = open();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Writer'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'A. Writer');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('A. Writer');
  });
});

test('a visitor’s form starts empty and asks for no profile', async () => {
  let asked = false;
  server.use(
    http.get(`${BASE}/users/me`, () => {
      asked = true;
      return HttpResponse.json(failure('Unauthorized'), { status: 401 });
    }),
  );
  open();
  await new Promise((r) => setTimeout(r, 50));
  expect(asked).toBe(false);
  expect(screen.getByLabelText(/^Name/)).toHaveValue('');
});
