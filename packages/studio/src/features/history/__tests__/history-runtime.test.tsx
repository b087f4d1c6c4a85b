import { screen, within } from '@testing-library/react';

import { renderPage, setupMswServer } from '@castmyscript/test-utils';

import { ProcessHistoryPage } from '../components/process-history-page';
import { doc } from './history-fixtures';
import { createHistoryServer } from './history-server';

/** Each processed script's running time on its Process History row. */
const server = setupMswServer();

test('a row shows the measured runtime, or the estimate said as such, or a dash', async () => {
  const fake = createHistoryServer([
    doc(1, { title: 'Big Fish', runtime_s: 9186, runtime_measured: true }),
    doc(2, { title: 'The Lamp', runtime_s: 83.4, runtime_measured: false }),
    doc(3, { title: 'Uploading', status: 'processing', page_count: null }),
  ]);
  server.use(...fake.handlers);
  renderPage(<ProcessHistoryPage />, {
    path: '/dashboard/process-list',
    route: '/dashboard/process-list',
  });
  await screen.findByRole('table', { name: 'Your scripts, newest first' });
  expect(screen.getByRole('columnheader', { name: 'Runtime' })).toBeInTheDocument();
  const runtimeOf = (title: RegExp) =>
    within(screen.getByRole('row', { name: title })).getAllByRole('cell')[2];
  expect(runtimeOf(/Big Fish/)).toHaveTextContent('2:33:06 measured');
  expect(runtimeOf(/The Lamp/)).toHaveTextContent('1:23 estimated');
  expect(runtimeOf(/Uploading/)).toHaveTextContent('—');
});
