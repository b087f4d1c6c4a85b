import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import {
  BASE,
  currentPath,
  failure,
  renderPage,
  setupMswServer,
  success,
} from '@castmyscript/test-utils';

import { ProcessErrorPage } from '../components/process-error-page';

const server = setupMswServer();

const open = () =>
  renderPage(<ProcessErrorPage />, {
    path: '/dashboard/process/doc-1/error',
    route: '/dashboard/process/:documentId/error',
  });

test('explains the failed lookup and leads back to the history', () => {
  open();
  expect(
    screen.getByRole('heading', { name: 'We could not resume this script' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Looking up where this script left off failed.',
  );
  expect(screen.getByRole('link', { name: 'Back to History' })).toHaveAttribute(
    'href',
    '/dashboard/process-list',
  );
});

test('Try Again looks the steps up once more and goes to the right step', async () => {
  server.use(
    http.get(`${BASE}/documents/doc-1/completed/steps`, () =>
      HttpResponse.json(success(['Document Uploaded', 'Scene Extracted', 'Voice Assigned'])),
    ),
  );
  const { user } = open();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  await waitFor(() => expect(currentPath()).toBe('/dashboard/process/doc-1/assign-voice'));
});

test('a second failure stays here and says so', async () => {
  server.use(
    http.get(`${BASE}/documents/doc-1/completed/steps`, () =>
      HttpResponse.json(failure('Document not found.'), { status: 404 }),
    ),
  );
  const { user } = open();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(
    await screen.findByText('Still no answer. Please try again in a moment.'),
  ).toBeInTheDocument();
  expect(currentPath()).toBe('/dashboard/process/doc-1/error');
});
