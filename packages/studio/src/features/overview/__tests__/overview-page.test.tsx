import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { Activity } from '@castmyscript/api/contract';
import {
  BASE,
  currentPath,
  failure,
  renderPage,
  setupMswServer,
  success,
} from '@castmyscript/test-utils';

import { OverviewPage } from '../components/overview-page';

const server = setupMswServer();

const activity = (n: number, secondsAgo: number, overrides: Partial<Activity> = {}): Activity => ({
  _id: `a${n}`,
  action: 'Document Uploaded',
  description: `“Script ${n}” was uploaded.`,
  status: 'completed',
  reference_id: `doc-${n}`,
  timestamp: new Date(Date.now() - secondsAgo * 1000).toISOString(),
  ...overrides,
});

const answer = (list: Activity[]) => {
  const calls = { count: 0 };
  server.use(
    http.get(`${BASE}/users/activities/recent`, () => {
      calls.count += 1;
      return HttpResponse.json(success(list));
    }),
  );
  return calls;
};

const open = () => renderPage(<OverviewPage />, { path: '/dashboard' });
const items = () =>
  within(screen.getByRole('list', { name: 'Recent activities' })).getAllByRole('listitem');

test('lists recent activity newest first with relative times and status', async () => {
  answer([
    activity(1, 20),
    activity(2, 5 * 60, { action: 'Processing Started', status: 'processing' }),
    activity(3, 3 * 3600 + 10, { action: 'Processing Failed', status: 'failed' }),
    activity(4, 2 * 86_400 + 5, { action: 'Processing Completed' }),
  ]);
  open();
  expect(screen.getByText('Loading recent activity…')).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Recent activities' });
  const [first, second, third, fourth] = items();
  expect(first).toHaveTextContent('Document Uploaded');
  expect(first).toHaveTextContent('“Script 1” was uploaded.');
  expect(within(first).getByText('Just now')).toBeInTheDocument();
  expect(within(first).getByText('Completed')).toBeInTheDocument();
  expect(within(second).getByText('5 minutes ago')).toBeInTheDocument();
  expect(within(second).getByText('Processing', { selector: 'span' })).toBeInTheDocument();
  expect(within(third).getByText('3 hours ago')).toBeInTheDocument();
  expect(within(third).getByText('Failed')).toBeInTheDocument();
  expect(within(fourth).getByText('2 days ago')).toBeInTheDocument();
  expect(within(fourth).getByText('2 days ago').closest('time')).toHaveAttribute('datetime');
});

test('View History links to the process list; Upload New goes to the workflow', async () => {
  answer([]);
  const { user } = open();
  expect(screen.getByRole('link', { name: 'View History' })).toHaveAttribute(
    'href',
    '/dashboard/process-list',
  );
  await user.click(screen.getByRole('button', { name: 'Upload New' }));
  expect(currentPath()).toBe('/dashboard/process');
});

test('no activities: "No Activities Found" with a link to start processing', async () => {
  answer([]);
  open();
  expect(await screen.findByRole('heading', { name: 'No Activities Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start Processing Documents' })).toHaveAttribute(
    'href',
    '/dashboard/process',
  );
  expect(screen.queryByRole('list', { name: 'Recent activities' })).toBeNull();
});

test('a failed load shows the spec’s message; Retry loads again', async () => {
  server.use(
    http.get(
      `${BASE}/users/activities/recent`,
      () => HttpResponse.json(failure('Database unavailable'), { status: 503 }),
      { once: true },
    ),
  );
  const { user } = open();
  expect(
    await screen.findByText('Failed to load recent activities. Please try again later.'),
  ).toBeInTheDocument();
  // The server's own words are not shown: the spec fixes this message.
  expect(screen.queryByText('Database unavailable')).toBeNull();
  const calls = answer([activity(1, 10)]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByRole('list', { name: 'Recent activities' });
  expect(items()).toHaveLength(1);
  expect(calls.count).toBe(1);
  expect(
    screen.queryByText('Failed to load recent activities. Please try again later.'),
  ).toBeNull();
});

test('an unknown status is shown as failed', async () => {
  answer([activity(1, 10, { status: 'cancelled' as Activity['status'] })]);
  open();
  await screen.findByRole('list', { name: 'Recent activities' });
  expect(within(items()[0]).getByText('Failed')).toBeInTheDocument();
});
