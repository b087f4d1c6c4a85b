import { screen, waitFor, within } from '@testing-library/react';

import { createReviewHandlers, renderPage, setupMswServer } from '@castmyscript/test-utils';

import Lines from '../../../expose/Lines';
import { script } from '../../lines/__tests__/line-fixtures';
import { createLinesServer } from '../../lines/__tests__/lines-server';

const server = setupMswServer();

test('on Scenes the writer adds a note on a line and jumps from it back to that line', async () => {
  const lines = script();
  const review = createReviewHandlers(
    'doc-1',
    lines.map((l) => ({ ...l, scene_id: l._id })),
  );
  server.use(...review.handlers, ...createLinesServer(lines).handlers);
  const { user } = renderPage(<Lines />, {
    path: '/dashboard/process/doc-1/scenes',
    route: '/dashboard/process/:documentId/scenes',
  });
  const panel = await screen.findByRole('region', { name: /^Notes/ });
  await user.click(within(panel).getByRole('button', { name: 'Add note' }));
  const fourth = lines[3];
  await user.selectOptions(within(panel).getByLabelText('Line'), fourth._id);
  await user.type(within(panel).getByLabelText('Note'), 'Too loud?');
  await user.click(within(panel).getByRole('button', { name: 'Add note' }));
  const note = await within(panel).findByRole('button', { name: 'Go to Line 4' });
  expect(review.state.notes[0]).toMatchObject({ scene_id: fourth._id, text: 'Too loud?' });
  await user.click(note);
  await waitFor(() => expect(screen.getByRole('listitem', { name: 'Scene 4' })).toHaveFocus());
});
