import { act, screen, waitFor, within } from '@testing-library/react';

import { currentPath, renderPage, setupMswServer } from '@castmyscript/test-utils';

import AssignVoice from '../../../expose/AssignVoice';
import { mockMedia } from './media-mock';
import { status } from './voice-fixtures';
import { createVoicesServer } from './voices-server';

const server = setupMswServer();
let fake: ReturnType<typeof createVoicesServer>;
let media: ReturnType<typeof mockMedia>;

beforeEach(() => {
  jest.useFakeTimers({
    advanceTimers: false,
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
  });
  fake = createVoicesServer();
  server.use(...fake.handlers);
  media = mockMedia();
});
afterEach(() => {
  media.restore();
  jest.useRealTimers();
});

// Timers fire React updates: act lets them settle before the next assertion.
const later = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const generate = () => screen.getByRole('button', { name: /Generate Audio|Processing\.\.\./ });
const counter = (label: string) => {
  const card = screen.getByRole('region', { name: 'Audio Generation Progress' });
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
};

/** Opens the screen, casts TOBIAS, sets what audio-status answers next and presses Generate. */
const start = async (...statuses: Parameters<typeof fake.answer>) => {
  const view = renderPage(<AssignVoice />, {
    path: '/dashboard/process/doc-1/assign-voice',
    route: '/dashboard/process/:documentId/assign-voice',
    advanceTimers: (ms) => jest.advanceTimersByTime(ms),
  });
  await screen.findByRole('list', { name: 'Characters' });
  // On arrival one read checks for a generation already running (none here).
  await waitFor(() => expect(fake.calls.status).toBe(1));
  await view.user.click(screen.getByRole('button', { name: /^Voice for TOBIAS/ }));
  await view.user.click(screen.getByRole('option', { name: /^Cora/ }));
  fake.answer(...statuses);
  await view.user.click(generate());
  await screen.findByRole('heading', { name: 'Audio Generation Progress' });
  return view;
};

test('saves, starts, polls every 3 s with the counts, then redirects 2 s after completion', async () => {
  await start(
    status('processing', 0, 6, 0, 1),
    status('processing', 3, 6, 0, 2),
    status('completed', 6),
  );
  expect(fake.calls.saved).toEqual([
    {
      assignments: [
        { actor: 'narrator', voice_id: 'v-brian' },
        { actor: 'MARA', voice_id: 'v-ava' },
        { actor: 'TOBIAS', voice_id: 'v-cora' },
      ],
    },
  ]);
  expect(fake.calls.generate).toBe(1);
  expect(fake.calls.status).toBe(2);
  expect(generate()).toHaveAccessibleName('Processing...');
  expect(generate()).toBeDisabled();
  expect(screen.getByText('Generating audio files... 0/6 completed')).toBeInTheDocument();
  expect([
    counter('Pending'),
    counter('Processing'),
    counter('Completed'),
    counter('Failed'),
  ]).toEqual(['5', '1', '0', '0']);
  // While generating, the alert can be neither dismissed nor expire.
  expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();

  await later(2_999);
  expect(fake.calls.status).toBe(2);
  await later(1);
  await waitFor(() => expect(fake.calls.status).toBe(3));
  expect(await screen.findByText('Generating audio files... 3/6 completed')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Audio Generation Progress' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  // Lines are playable while the rest is generated.
  expect(screen.getByRole('link', { name: /Start listening/ })).toHaveAttribute(
    'href',
    '/dashboard/process/doc-1/scenes-preview',
  );

  await later(3_000);
  await waitFor(() => expect(fake.calls.status).toBe(4));
  expect(
    await screen.findByText('Audio generation completed! Opening the player...'),
  ).toBeInTheDocument();
  expect(counter('Completed')).toBe('6');
  await later(1_999);
  expect(currentPath()).toBe('/dashboard/process/doc-1/assign-voice');
  await later(1);
  await waitFor(() => expect(currentPath()).toBe('/dashboard/process/doc-1/scenes-preview'));
  await later(30_000);
  expect(fake.calls.status).toBe(4);
});

test('an error ends the wait: the spec’s message, the failed counter, and Generate again', async () => {
  await start(status('processing', 1), status('error', 4, 6, 2, 0));
  await later(3_000);
  expect(await screen.findByText('Audio generation failed. Please try again.')).toBeInTheDocument();
  expect(
    screen.getByText('Some audio files failed to generate. Please try again.'),
  ).toBeInTheDocument();
  expect(counter('Failed')).toBe('2');
  expect(generate()).toHaveAccessibleName('Generate Audio');
  expect(generate()).toBeEnabled();
  // Errors vanish after 5 s; the poll has stopped.
  await later(4_999);
  expect(screen.getByText('Audio generation failed. Please try again.')).toBeInTheDocument();
  await later(1);
  await waitFor(() =>
    expect(screen.queryByText('Audio generation failed. Please try again.')).toBeNull(),
  );
  expect(fake.calls.status).toBe(3);
  expect(currentPath()).toBe('/dashboard/process/doc-1/assign-voice');
});

test('a failed poll shows an error and stops polling', async () => {
  await start(status('processing', 1), 500);
  await later(3_000);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error checking audio status');
  expect(generate()).toBeEnabled();
  await later(15_000);
  expect(fake.calls.status).toBe(3);
});

test('a generation that never shows up is reported after its grace', async () => {
  const view = renderPage(<AssignVoice />, {
    path: '/dashboard/process/doc-1/assign-voice',
    route: '/dashboard/process/:documentId/assign-voice',
    advanceTimers: (ms) => jest.advanceTimersByTime(ms),
  });
  await screen.findByRole('list', { name: 'Characters' });
  await view.user.click(screen.getByRole('button', { name: /^Voice for TOBIAS/ }));
  await view.user.click(screen.getByRole('option', { name: /^Cora/ }));
  await view.user.click(generate());
  await waitFor(() => expect(fake.calls.generate).toBe(1));
  await later(3_000 * 6);
  expect(
    await screen.findByText('An error occurred during audio generation. Please try again.'),
  ).toBeInTheDocument();
  expect(generate()).toBeEnabled();
});

test('leaving the screen cancels the poll', async () => {
  const { unmount } = await start(status('processing', 1));
  const before = fake.calls.status;
  unmount();
  await later(12_000);
  expect(fake.calls.status).toBe(before);
});
