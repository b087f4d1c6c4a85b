import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, currentPath, failure, renderPage, setupMswServer } from '@castmyscript/test-utils';

import { ProcessHistoryPage } from '../components/process-history-page';
import { doc, docs } from './history-fixtures';
import { audioLine, createHistoryServer } from './history-server';

const server = setupMswServer();

const open = (fake: ReturnType<typeof createHistoryServer>, path = '/dashboard/process-list') => {
  server.use(...fake.handlers);
  return renderPage(<ProcessHistoryPage />, { path, route: '/dashboard/process-list' });
};
const table = () => screen.findByRole('table', { name: 'Your scripts, newest first' });
const rowTitles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

test('loads, then lists title, date, pages and status newest first', async () => {
  const fake = createHistoryServer([
    doc(2, { status: 'error', message: 'This file has no text layer.', page_count: null }),
    doc(1, { title: 'The Lighthouse Keeper', page_count: 7 }),
    doc(3, { status: 'payment_required', message: 'Insufficient credits - payment required' }),
  ]);
  open(fake);
  expect(screen.getByText('Loading your scripts…')).toBeInTheDocument();
  await table();
  expect(rowTitles()).toEqual(['The Lighthouse Keeper', 'Script 2', 'Script 3']);
  const first = screen.getByRole('row', { name: /The Lighthouse Keeper/ });
  expect(within(first).getByText('28 February 2026')).toBeInTheDocument();
  expect(within(first).getByText('7')).toBeInTheDocument();
  expect(within(first).getByText('Processed')).toBeInTheDocument();
  const failed = screen.getByRole('row', { name: /Script 2/ });
  expect(within(failed).getByText('Failed')).toBeInTheDocument();
  expect(within(failed).getByText('This file has no text layer.')).toBeInTheDocument();
  // No pages and no runtime for a script that failed.
  expect(within(failed).getAllByText('—')).toHaveLength(2);
  expect(
    within(screen.getByRole('row', { name: /Script 3/ })).getByText('Needs credits'),
  ).toBeInTheDocument();
  // 8 or fewer: no pager.
  expect(screen.queryByRole('navigation', { name: 'Process history pages' })).toBeNull();
});

test('8 a page; the pager appears past 8 and pages through, keeping the page in the address', async () => {
  const fake = createHistoryServer(docs(9));
  const { user } = open(fake);
  await table();
  expect(rowTitles()).toHaveLength(8);
  expect(rowTitles()[0]).toBe('Script 1');
  const pager = screen.getByRole('navigation', { name: 'Process history pages' });
  await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
  expect(rowTitles()).toEqual(['Script 9']);
  expect(currentPath()).toBe('/dashboard/process-list?page=2');
  expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('opening ?page=2 shows the second page', async () => {
  open(createHistoryServer(docs(12)), '/dashboard/process-list?page=2');
  await table();
  expect(rowTitles()).toEqual(['Script 9', 'Script 10', 'Script 11', 'Script 12']);
});

test.each([
  [['Document Uploaded'], '/dashboard/process/doc-1/upload'],
  [['Document Uploaded', 'Scene Extracted'], '/dashboard/process/doc-1/scenes'],
  [
    ['Document Uploaded', 'Scene Extracted', 'Voice Assigned'],
    '/dashboard/process/doc-1/assign-voice',
  ],
  [
    ['Document Uploaded', 'Scene Extracted', 'Voice Assigned', 'Voice Generated'],
    '/dashboard/process/doc-1/scenes-preview',
  ],
  [[], '/dashboard/process/doc-1/upload'],
])('Resume looks the steps up (%j) and goes to %s', async (steps, path) => {
  const fake = createHistoryServer([doc(1, { status: 'uploaded' })], { steps: { 'doc-1': steps } });
  const { user } = open(fake);
  await table();
  await user.click(screen.getByRole('button', { name: 'Resume Script 1' }));
  await waitFor(() => expect(currentPath()).toBe(path));
  expect(fake.calls.steps).toContain('doc-1');
});

test('Resume asks afresh each time rather than trusting an earlier answer', async () => {
  const steps: Record<string, string[]> = { 'doc-1': ['Document Uploaded'] };
  const fake = createHistoryServer([doc(1, { status: 'uploaded' })], { steps });
  server.use(...fake.handlers);
  // Mounted on every path, so the same page (and cache) resumes twice.
  const { user } = renderPage(<ProcessHistoryPage />, {
    path: '/dashboard/process-list',
    route: '*',
  });
  await table();
  await user.click(screen.getByRole('button', { name: 'Resume Script 1' }));
  await waitFor(() => expect(currentPath()).toBe('/dashboard/process/doc-1/upload'));
  steps['doc-1'] = ['Document Uploaded', 'Scene Extracted'];
  await user.click(screen.getByRole('button', { name: 'Resume Script 1' }));
  await waitFor(() => expect(currentPath()).toBe('/dashboard/process/doc-1/scenes'));
});

test('a failed steps lookup goes to the document’s error page', async () => {
  const fake = createHistoryServer([doc(1)]);
  const { user } = open(fake);
  await table();
  server.use(
    http.get(`${BASE}/documents/:id/completed/steps`, () =>
      HttpResponse.json(failure('boom'), { status: 500 }),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Resume Script 1' }));
  await waitFor(() => expect(currentPath()).toBe('/dashboard/process/doc-1/error'));
});

test('Delete asks first; Cancel keeps the document', async () => {
  const fake = createHistoryServer(docs(2));
  const { user } = open(fake);
  await table();
  await user.click(screen.getByRole('button', { name: 'Delete Script 1' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Delete this script?');
  expect(dialog).toHaveTextContent('“Script 1” and everything made from it');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(fake.calls.deleted).toEqual([]);
  expect(rowTitles()).toEqual(['Script 1', 'Script 2']);
});

test('Delete confirmed removes the row after the list is read again', async () => {
  const fake = createHistoryServer(docs(2));
  const { user } = open(fake);
  await table();
  await user.click(screen.getByRole('button', { name: 'Delete Script 1' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
  );
  await waitFor(() => expect(rowTitles()).toEqual(['Script 2']));
  expect(fake.calls.deleted).toEqual(['doc-1']);
  expect(await screen.findByText('“Script 1” was deleted.')).toBeInTheDocument();
});

test('deleting the last row of the last page shows the page before it', async () => {
  const fake = createHistoryServer(docs(9));
  const { user } = open(fake, '/dashboard/process-list?page=2');
  await table();
  expect(rowTitles()).toEqual(['Script 9']);
  await user.click(screen.getByRole('button', { name: 'Delete Script 9' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
  );
  await waitFor(() => expect(rowTitles()).toHaveLength(8));
  expect(screen.queryByRole('navigation', { name: 'Process history pages' })).toBeNull();
});

test('a failed delete says so in the spec’s words and reads the list again', async () => {
  const fake = createHistoryServer(docs(2));
  const { user } = open(fake);
  await table();
  server.use(
    http.delete(`${BASE}/documents/:id`, () => HttpResponse.json(failure('nope'), { status: 500 })),
  );
  const before = fake.calls.list;
  await user.click(screen.getByRole('button', { name: 'Delete Script 2' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
  );
  expect(
    await screen.findByText('Failed to delete process. Please try again.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(fake.calls.list).toBe(before + 1));
  expect(rowTitles()).toEqual(['Script 1', 'Script 2']);
});

test('a failed list says "Failed to fetch process list"; Try Again reads it again', async () => {
  const fake = createHistoryServer(docs(1));
  server.use(
    http.get(`${BASE}/documents/`, () => HttpResponse.json(failure('down'), { status: 500 }), {
      once: true,
    }),
  );
  const { user } = open(fake);
  server.use(
    http.get(`${BASE}/documents/`, () => HttpResponse.json(failure('down'), { status: 500 }), {
      once: true,
    }),
  );
  expect(await screen.findByText('Failed to fetch process list')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  await table();
  expect(rowTitles()).toEqual(['Script 1']);
});

test('no documents: the empty state leads to the upload step', async () => {
  open(createHistoryServer([]));
  expect(await screen.findByRole('heading', { name: 'No scripts yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Upload a Script' })).toHaveAttribute(
    'href',
    '/dashboard/process/upload',
  );
  expect(screen.queryByRole('table')).toBeNull();
});

describe('the table read (beyond the spec)', () => {
  let plays: string[];
  beforeEach(() => {
    plays = [];
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      plays.push(this.getAttribute('src') ?? '');
      return Promise.resolve();
    });
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const withAudio = () =>
    createHistoryServer([doc(1), doc(2), doc(3, { status: 'uploaded' })], {
      steps: {
        'doc-1': ['Document Uploaded', 'Scene Extracted', 'Voice Assigned', 'Voice Generated'],
        'doc-2': ['Document Uploaded', 'Scene Extracted'],
      },
      audio: {
        'doc-1': [
          audioLine(1, 'http://localhost/a1.mp3'),
          audioLine(0, 'http://localhost/a0.mp3'),
          audioLine(2, null),
        ],
      },
    });

  test('shows Play only where audio was generated, and plays the lines in order', async () => {
    const fake = withAudio();
    const { user } = open(fake);
    const play = await screen.findByRole('button', { name: 'Play table read of Script 1' });
    expect(screen.queryByRole('button', { name: 'Play table read of Script 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play table read of Script 3' })).toBeNull();
    // Only processed documents are asked about their steps.
    expect(fake.calls.steps).not.toContain('doc-3');

    await user.click(play);
    await waitFor(() => expect(plays).toEqual(['http://localhost/a0.mp3']));
    const audio = document.querySelector('audio')!;
    await act(async () => {
      audio.dispatchEvent(new Event('ended'));
    });
    expect(plays).toEqual(['http://localhost/a0.mp3', 'http://localhost/a1.mp3']);
    const stop = screen.getByRole('button', { name: 'Stop table read of Script 1' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    await user.click(stop);
    expect(screen.getByRole('button', { name: 'Play table read of Script 1' })).toBeInTheDocument();
  });

  test('the last line ending turns the button back to Play', async () => {
    const fake = withAudio();
    const { user } = open(fake);
    await user.click(await screen.findByRole('button', { name: 'Play table read of Script 1' }));
    await waitFor(() => expect(plays).toHaveLength(1));
    const audio = document.querySelector('audio')!;
    for (let i = 0; i < 2; i += 1) {
      await act(async () => {
        audio.dispatchEvent(new Event('ended'));
      });
    }
    expect(plays).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Play table read of Script 1' })).toBeInTheDocument();
  });

  test('a read that cannot be loaded says so', async () => {
    const fake = withAudio();
    const { user } = open(fake);
    server.use(
      http.get(`${BASE}/scenes/document/:id/audio-urls`, () =>
        HttpResponse.json(failure('gone'), { status: 404 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Play table read of Script 1' }));
    expect(
      await screen.findByText('This table read could not be played. Please try again.'),
    ).toBeInTheDocument();
    expect(plays).toEqual([]);
  });
});
