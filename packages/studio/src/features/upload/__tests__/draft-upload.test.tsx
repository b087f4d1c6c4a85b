import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { DocumentData } from '@castmyscript/api/contract';
import { BASE, failure, renderPage, setupMswServer, success } from '@castmyscript/test-utils';

import { UploadPage } from '../components/upload-page';
import { DOC, noStream, pdf, resetSeen, seen, uploadHandlers } from './upload-fixtures';

const server = setupMswServer();

const parent: DocumentData = {
  _id: 'first-draft',
  title: 'The Lamp',
  status: 'completed',
  page_count: 1,
  created_at: '2026-03-01T12:00:00.000Z',
  draft_of: null,
  draft_number: 1,
  pages_charged: 1,
  pages_covered: 1,
  changes: null,
};

beforeEach(() => {
  resetSeen();
  localStorage.setItem('accessToken', 'access-1');
  server.use(
    ...uploadHandlers(),
    http.get(`${BASE}/documents/${DOC}/quote`, () =>
      HttpResponse.json(failure('Not asked in this test.'), { status: 500 }),
    ),
  );
});

const open = () =>
  renderPage(<UploadPage />, {
    path: '/dashboard/process/upload?draft_of=first-draft',
    route: '/dashboard/process/upload',
  });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Script file'), { target: { files: [file] } });

test('names the script the draft follows and sends draft_of with the upload request', async () => {
  server.use(http.get(`${BASE}/documents/first-draft`, () => HttpResponse.json(success(parent))));
  const { user } = open();
  expect(screen.getByText('Loading the script this draft follows…')).toBeInTheDocument();
  expect(await screen.findByText('New draft of The Lamp')).toBeInTheDocument();
  pick(pdf('the-lamp-v2.pdf', 1200));
  await user.click(uploadButton());
  await screen.findByText('File the-lamp-v2.pdf uploaded successfully.');
  expect(seen.presigned).toEqual([
    {
      file_name: 'the-lamp-v2.pdf',
      file_type: 'application/pdf',
      file_size: 1200,
      draft_of: 'first-draft',
    },
  ]);
});

test('a parent that is not the writer’s (404) says so and keeps Upload off', async () => {
  server.use(
    http.get(`${BASE}/documents/first-draft`, () =>
      HttpResponse.json(failure('Document not found.'), { status: 404 }),
    ),
  );
  open();
  expect(
    await screen.findByText(
      'The script this draft follows was not found. It may have been deleted.',
    ),
  ).toBeInTheDocument();
  pick(pdf());
  expect(uploadButton()).toBeDisabled();
  expect(seen.presigned).toEqual([]);
});

test('a first upload shows no draft line', () => {
  renderPage(<UploadPage />, { path: '/dashboard/process/upload' });
  expect(screen.queryByText(/New draft of/)).toBeNull();
  pick(pdf());
  expect(uploadButton()).toBeEnabled();
});

describe('what the draft costs, before Continue Processing charges it', () => {
  const quote = (changed: number) => ({
    document_id: DOC,
    page_count: 4,
    pages_to_charge: changed,
    changed_pages: changed,
    changes: { added: 0, changed: changed, removed: 0, unchanged: 9 },
  });
  const uploadDraftFile = async (answer: () => Response) => {
    server.use(
      http.get(`${BASE}/documents/first-draft`, () => HttpResponse.json(success(parent))),
      http.get(`${BASE}/documents/${DOC}/quote`, answer),
    );
    const { user } = open();
    await screen.findByText('New draft of The Lamp');
    pick(pdf('the-lamp-v2.pdf', 1200));
    await user.click(uploadButton());
    return user;
  };

  test.each([
    [3, '3 changed pages — 3 credits'],
    [1, '1 changed page — 1 credit'],
    [0, 'No changed pages — free'],
  ])('%i changed pages reads “%s”, and nothing is processed yet', async (changed, text) => {
    await uploadDraftFile(() => HttpResponse.json(success(quote(changed))));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue Processing' })).toBeEnabled();
    expect(seen.processed).toBe(0);
  });

  test('a draft the parser cannot read says why before anything is charged', async () => {
    const message = 'This PDF has no text layer: export it from your screenwriting app instead.';
    await uploadDraftFile(() => HttpResponse.json(failure(message), { status: 422 }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(seen.processed).toBe(0);
  });

  test('Continue Processing does not ask the cost again', async () => {
    let asked = 0;
    server.use(noStream());
    const user = await uploadDraftFile(() => {
      asked += 1;
      return HttpResponse.json(success(quote(2)));
    });
    await screen.findByText('2 changed pages — 2 credits');
    await user.click(screen.getByRole('button', { name: 'Continue Processing' }));
    await screen.findByText('Processing started. Please wait...');
    expect(seen.processed).toBe(1);
    expect(asked).toBe(1);
    expect(screen.queryByText('2 changed pages — 2 credits')).toBeNull();
  });
});
