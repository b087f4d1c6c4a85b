import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, currentPath, renderPage, setupMswServer } from '@castmyscript/test-utils';

import AssignVoice from '../../../expose/AssignVoice';
import { mockMedia } from './media-mock';
import { createVoicesServer } from './voices-server';

/** Drafts: Generate for a script edited longer than its paid pages answers 402. */
const server = setupMswServer();
let media: ReturnType<typeof mockMedia>;

beforeEach(() => {
  server.use(...createVoicesServer().handlers);
  media = mockMedia();
});
afterEach(() => media.restore());

test('402 on Generate: the spec message, then the packages page', async () => {
  server.use(
    http.post(`${BASE}/scenes/document/doc-1/generate-audio`, () =>
      HttpResponse.json(
        {
          status: 'error',
          message: 'Insufficient credits - payment required',
          data: { needed: 12, available: 3 },
        },
        { status: 402 },
      ),
    ),
  );
  const { user } = renderPage(<AssignVoice />, {
    path: '/dashboard/process/doc-1/assign-voice',
    route: '/dashboard/process/:documentId/assign-voice',
  });
  await screen.findByRole('list', { name: 'Characters' });
  await user.click(screen.getByRole('button', { name: /^Voice for TOBIAS/ }));
  await user.click(screen.getByRole('option', { name: /^Cora/ }));
  await user.click(screen.getByRole('button', { name: 'Generate Audio' }));
  await waitFor(() => expect(currentPath()).toBe('/dashboard/packages'));
  expect(await screen.findByText('Insufficient credits - payment required')).toBeInTheDocument();
});
