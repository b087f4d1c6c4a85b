import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import {
  BASE,
  currentPath,
  failure,
  renderPage,
  setupMswServer,
  success,
} from '@castmyscript/test-utils';

import { UploadPage } from '../components/upload-page';
import {
  DOC,
  MB,
  noStream,
  pdf,
  pollHandler,
  resetSeen,
  seen,
  streamHandler,
  UPLOAD_TARGET,
  uploadHandlers,
  watchCredits,
} from './upload-fixtures';

const server = setupMswServer();

beforeEach(() => {
  resetSeen();
  localStorage.setItem('accessToken', 'access-1');
  server.use(...uploadHandlers());
});

const open = (path = '/dashboard/process/upload', route?: string) =>
  renderPage(<UploadPage />, { path, route });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });
const continueButton = () => screen.getByRole('button', { name: 'Continue Processing' });
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Script file'), { target: { files: [file] } });
const drop = (file: File) =>
  fireEvent.drop(screen.getByTestId('drop-area'), { dataTransfer: { files: [file] } });

/** Picks a PDF and uploads it, waiting for the spec's success message. */
const uploaded = async (view: ReturnType<typeof open>, file = pdf()) => {
  pick(file);
  await view.user.click(uploadButton());
  await screen.findByText(`File ${file.name} uploaded successfully.`);
};

test('before a file: the drop area, the stated 10MB maximum, both buttons off', () => {
  open();
  expect(screen.getByRole('heading', { name: 'Upload Script' })).toBeInTheDocument();
  expect(screen.getByText('Drag and drop your script here')).toBeInTheDocument();
  expect(screen.getByText(/Maximum file size: 10MB/)).toBeInTheDocument();
  expect(uploadButton()).toBeDisabled();
  expect(continueButton()).toBeDisabled();
  // Steps 2–4 wait for a document.
  expect(screen.getByRole('button', { name: /script scenes/i })).toBeDisabled();
});

test('a chosen script shows its name, size and estimated time, and turns Upload on', () => {
  open();
  pick(pdf('keeper.pdf', 4 * MB));
  expect(screen.getByText('keeper.pdf')).toBeInTheDocument();
  expect(screen.getByText('4.0 MB')).toBeInTheDocument();
  expect(screen.getByTestId('estimated-time')).toHaveTextContent('20 seconds');
  expect(uploadButton()).toBeEnabled();
  expect(continueButton()).toBeDisabled();
});

test('once uploaded, a first draft is quoted its pages before Continue Processing charges them', async () => {
  const view = open();
  await uploaded(view);
  expect(await screen.findByTestId('draft-cost')).toHaveTextContent('3 pages — 3 credits');
  expect(seen.processed).toBe(0);
});

test('a small script is estimated at the 10 second minimum', () => {
  open();
  pick(pdf('short.pdf', 1000));
  expect(screen.getByTestId('estimated-time')).toHaveTextContent('10 seconds');
});

test('a wrong type gets one message when picked and another when dropped', () => {
  open();
  pick(new File(['x'], 'photo.png', { type: 'image/png' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Unsupported file type selected');
  expect(uploadButton()).toBeDisabled();
  drop(new File(['x'], 'notes.doc', { type: 'application/msword' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Unsupported file format. Please use PDF, TXT, or DOCX.',
  );
  expect(uploadButton()).toBeDisabled();
});

test('a dropped FDX is taken like a picked one', () => {
  open();
  drop(new File(['<FinalDraft/>'], 'keeper.fdx'));
  expect(screen.getByText('keeper.fdx')).toBeInTheDocument();
  expect(uploadButton()).toBeEnabled();
});

test('a file over 10MB is refused before any upload', () => {
  open();
  pick(pdf('huge.pdf', 10 * MB + 1));
  expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 10MB');
  expect(uploadButton()).toBeDisabled();
  expect(seen.presigned).toEqual([]);
});

test('Upload asks for an address, PUTs the bytes, confirms; then only Continue Processing is on', async () => {
  const view = open();
  await uploaded(view, pdf('keeper.pdf', 3000));
  expect(seen.presigned).toEqual([
    { file_name: 'keeper.pdf', file_type: 'application/pdf', file_size: 3000 },
  ]);
  expect(seen.put).toEqual([3000]);
  expect(seen.confirmed).toBe(1);
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  expect(uploadButton()).toBeDisabled();
  expect(continueButton()).toBeEnabled();
});

test.each([
  [
    'no upload address',
    http.post(`${BASE}/documents/presigned-upload`, () =>
      HttpResponse.json(failure(), { status: 500 }),
    ),
    'Error uploading file: Failed to get presigned URL',
  ],
  [
    'an address refused with a reason',
    http.post(`${BASE}/documents/presigned-upload`, () =>
      HttpResponse.json(failure('File size must be less than 10MB'), { status: 413 }),
    ),
    'Error uploading file: File size must be less than 10MB',
  ],
  [
    'a refused PUT',
    http.put(UPLOAD_TARGET, () => new HttpResponse(null, { status: 403 })),
    'Error uploading file: Upload to S3 failed',
  ],
  [
    'a failed confirm',
    http.post(`${BASE}/documents/${DOC}/confirm`, () =>
      HttpResponse.json(failure(), { status: 500 }),
    ),
    'Error uploading file: Failed to confirm upload',
  ],
  [
    'content that is not a script',
    http.post(`${BASE}/documents/${DOC}/confirm`, () =>
      HttpResponse.json(failure('This file is a ZIP archive, not a script'), { status: 415 }),
    ),
    'Error uploading file: This file is a ZIP archive, not a script',
  ],
])('%s says so, and Upload can be tried again', async (_case, handler, message) => {
  server.use(handler);
  const view = open();
  pick(pdf());
  await view.user.click(uploadButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(uploadButton()).toBeEnabled();
  expect(continueButton()).toBeDisabled();
});

test('a new file resets the upload, its progress and its message', async () => {
  const view = open();
  await uploaded(view);
  pick(pdf('second.pdf'));
  expect(screen.queryByText(/uploaded successfully/)).toBeNull();
  expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
  expect(uploadButton()).toBeEnabled();
  expect(continueButton()).toBeDisabled();
});

test('processing pushed as completed: toast, credits refreshed, on to the scenes', async () => {
  server.use(streamHandler('pending', 'processing', 'completed'));
  const view = open();
  const credits = watchCredits(view.store);
  await waitFor(() => expect(seen.credits).toBe(1));
  await uploaded(view);
  await view.user.click(continueButton());
  expect(await screen.findByText('Processing completed successfully!')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe(`/dashboard/process/${DOC}/scenes`));
  expect(seen.processed).toBe(1);
  expect(seen.polls).toBe(0);
  await waitFor(() => expect(seen.credits).toBeGreaterThanOrEqual(2));
  credits.unsubscribe();
});

test('while analyzing both buttons are off and the spec’s info shows', async () => {
  server.use(
    http.get(
      `${BASE}/documents/${DOC}/events`,
      () => new HttpResponse(new ReadableStream(), { status: 200 }),
    ),
  );
  const view = open();
  await uploaded(view);
  await view.user.click(continueButton());
  expect(await screen.findByText('Processing started. Please wait...')).toBeInTheDocument();
  expect(uploadButton()).toBeDisabled();
  expect(continueButton()).toBeDisabled();
});

test('a pushed error shows "Processing failed: {message}" and lets processing be retried', async () => {
  server.use(streamHandler(['error', 'This PDF has no text layer — it looks scanned']));
  const view = open();
  await uploaded(view);
  await view.user.click(continueButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Processing failed: This PDF has no text layer — it looks scanned',
  );
  expect(continueButton()).toBeEnabled();
  expect(currentPath()).toBe('/dashboard/process/upload');
});

test('too few credits (402): the spec’s message, then the packages page', async () => {
  server.use(
    http.post(`${BASE}/documents/${DOC}/process`, () =>
      HttpResponse.json(
        failure('Insufficient credits - payment required', { status: 'payment_required' }),
        {
          status: 402,
        },
      ),
    ),
  );
  const view = open();
  await uploaded(view);
  await view.user.click(continueButton());
  expect(await screen.findByText('Insufficient credits - payment required')).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/dashboard/packages'));
});

test('a failed processing request says "Failed to start processing"', async () => {
  server.use(
    http.post(`${BASE}/documents/${DOC}/process`, () =>
      HttpResponse.json(failure(), { status: 500 }),
    ),
  );
  const view = open();
  await uploaded(view);
  await view.user.click(continueButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start processing');
  expect(continueButton()).toBeEnabled();
});

test('too many scripts processing (429): the server’s message, and Continue Processing stays on', async () => {
  const message =
    'You already have 3 scripts being processed. Please wait until one finishes, then try again.';
  server.use(
    http.post(`${BASE}/documents/${DOC}/process`, () =>
      HttpResponse.json(failure(message, { pending: 3, limit: 3 }), { status: 429 }),
    ),
  );
  const view = open();
  await uploaded(view);
  await view.user.click(continueButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(continueButton()).toBeEnabled();
  expect(currentPath()).toBe('/dashboard/process/upload');
});

describe('without the stream, the spec’s poll', () => {
  beforeEach(() =>
    jest.useFakeTimers({
      advanceTimers: false,
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    }),
  );
  afterEach(() => jest.useRealTimers());

  // Timers fire React updates: act lets them settle before the next assertion.
  const later = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  const start = async () => {
    const view = renderPage(<UploadPage />, {
      path: '/dashboard/process/upload',
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    pick(pdf());
    await view.user.click(uploadButton());
    await screen.findByText('File keeper.pdf uploaded successfully.');
    await view.user.click(continueButton());
    await screen.findByText('Processing started. Please wait...');
    return view;
  };

  test('polls 10 s after the request and every 10 s until completed', async () => {
    server.use(noStream(), pollHandler('pending', 'processing', 'completed'));
    await start();
    await later(9_000);
    expect(seen.polls).toBe(0);
    await later(1_000);
    await waitFor(() => expect(seen.polls).toBe(1));
    await later(10_000);
    await waitFor(() => expect(seen.polls).toBe(2));
    await later(10_000);
    await waitFor(() => expect(currentPath()).toBe(`/dashboard/process/${DOC}/scenes`));
    expect(seen.polls).toBe(3);
  });

  test('a failed poll says so', async () => {
    server.use(noStream(), pollHandler('processing', 500));
    await start();
    await later(20_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to check processing status. Please try again.',
    );
    expect(continueButton()).toBeEnabled();
  });

  test('a polled payment_required goes to the packages page', async () => {
    server.use(
      noStream(),
      pollHandler(['payment_required', 'Insufficient credits - payment required']),
    );
    await start();
    await later(10_000);
    await waitFor(() => expect(currentPath()).toBe('/dashboard/packages'));
  });
});

describe('a document opened at /process/{id}/upload', () => {
  const ROUTE = '/dashboard/process/:documentId/upload';
  const statusIs = (value: string) =>
    http.get(`${BASE}/documents/${DOC}/status`, () =>
      HttpResponse.json(success({ document_id: DOC, status: value, message: null, page_count: 2 })),
    );

  test('uploaded but not processed: Continue Processing is on without choosing a file', async () => {
    server.use(statusIs('uploaded'), streamHandler('completed'));
    const view = open(`/dashboard/process/${DOC}/upload`, ROUTE);
    await screen.findByText(/ready/);
    expect(uploadButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: /script scenes/i })).toBeEnabled();
    await view.user.click(continueButton());
    await waitFor(() => expect(currentPath()).toBe(`/dashboard/process/${DOC}/scenes`));
  });

  test('a status that cannot be read says so', async () => {
    server.use(
      http.get(`${BASE}/documents/${DOC}/status`, () =>
        HttpResponse.json(failure('Document not found.'), { status: 404 }),
      ),
    );
    open(`/dashboard/process/${DOC}/upload`, ROUTE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch document status');
  });
});
