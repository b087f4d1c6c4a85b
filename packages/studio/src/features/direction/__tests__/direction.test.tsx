import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';

import {
  BASE,
  createReadHandlers,
  failure,
  renderPage,
  setupMswServer,
} from '@castmyscript/test-utils';

import { DirectionPanel } from '../components/direction-panel';
import { ReadSettingsPanel } from '../components/read-settings-panel';
import { MakingEstimate } from '../components/making-estimate';
import { RuntimeTable } from '../components/runtime-table';

/** The read settings, the pronunciation list and the runtime report. */
const server = setupMswServer();
let read: ReturnType<typeof createReadHandlers>;

const LINES = [
  { actor: 'narrator', dialog: 'INT. LIGHTHOUSE - NIGHT' },
  { actor: 'MARA', dialog: 'Where is Cognito tonight?' },
  { actor: 'COGNITO', dialog: 'Here.' },
];

beforeEach(() => {
  read = createReadHandlers('doc-1', {
    estimated_s: 95,
    measured_s: null,
    scenes: [
      {
        heading: 'INT. LIGHTHOUSE - NIGHT',
        first_index: 0,
        last_index: 1,
        pages: 1.375,
        estimated_s: 80,
        measured_s: null,
      },
      {
        heading: 'EXT. SHORE - DAY',
        first_index: 2,
        last_index: 2,
        pages: 0.25,
        estimated_s: 15,
        measured_s: null,
      },
    ],
  });
  server.use(...read.handlers);
  URL.createObjectURL = jest.fn(() => 'blob:said');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => jest.restoreAllMocks());

test('the narrator policy and the beat are saved as they change', async () => {
  const { user } = renderPage(<ReadSettingsPanel documentId="doc-1" />);
  const everything = await screen.findByRole('radio', { name: 'Read everything' });
  expect(everything).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Dialogue only' }));
  await waitFor(() => expect(read.state.saved.at(-1)?.narrator).toBe('dialogue_only'));
  expect(await screen.findByRole('status')).toHaveTextContent(/Saved/);
  const beat = screen.getByRole('spinbutton', { name: 'Beat between lines (ms)' });
  await user.clear(beat);
  await user.type(beat, '600');
  await user.tab();
  await waitFor(() =>
    expect(read.state.saved.at(-1)).toMatchObject({ narrator: 'dialogue_only', pause_ms: 600 }),
  );
});

test('a refused save says why and keeps what was saved', async () => {
  server.use(
    http.put(`${BASE}/documents/doc-1/read-settings`, () =>
      HttpResponse.json(failure('narrator: Invalid option'), { status: 400 }),
    ),
  );
  const { user } = renderPage(<ReadSettingsPanel documentId="doc-1" />);
  await user.click(await screen.findByRole('radio', { name: 'Dialogue only' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('narrator: Invalid option');
  expect(screen.getByRole('radio', { name: 'Read everything' })).toBeChecked();
});

test('pronunciations: suggested names, add, refuse a duplicate, play as the cast voice, remove', async () => {
  const { user } = renderPage(<DirectionPanel documentId="doc-1" lines={LINES} />);
  await user.click(screen.getByRole('button', { name: 'Pronunciations' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pronunciations' });
  expect(await within(dialog).findByText(/No pronunciations yet/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Add Cognito' }));
  expect(within(dialog).getByLabelText('Word')).toHaveValue('Cognito');
  await user.type(within(dialog).getByLabelText('Say it as'), 'Kog-NEE-toe');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() =>
    expect(read.state.saved.at(-1)?.pronunciations).toEqual([
      { term: 'Cognito', say_as: 'Kog-NEE-toe' },
    ]),
  );
  const list = await within(dialog).findByRole('list', { name: 'Pronunciations' });
  await user.click(within(list).getByRole('button', { name: 'Play Cognito' }));
  await waitFor(() => expect(read.state.said).toEqual([{ text: 'Cognito', actor: 'COGNITO' }]));
  await user.type(within(dialog).getByLabelText('Word'), 'cognito');
  await user.type(within(dialog).getByLabelText('Say it as'), 'x');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await within(dialog).findByText('This word is already in the list')).toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: 'Remove Cognito' }));
  await waitFor(() => expect(read.state.saved.at(-1)?.pronunciations).toEqual([]));
});

test('the runtime per scene: pages in eighths, the estimate, no measured time yet', async () => {
  renderPage(<RuntimeTable documentId="doc-1" />);
  const table = await screen.findByRole('table', { name: 'Runtime per scene' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['1 3/8 pp.', '1:20', '—'],
    ['2/8 pp.', '0:15', '—'],
  ]);
  expect(screen.getByText(/estimated/)).toHaveTextContent(
    '1:35 estimated · 1 5/8 pp. · about 2 min at a page a minute',
  );
});

test('the runtime says so when it cannot be worked out', async () => {
  server.use(
    http.get(`${BASE}/documents/doc-1/runtime`, () =>
      HttpResponse.json(failure(), { status: 500 }),
    ),
  );
  renderPage(<RuntimeTable documentId="doc-1" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not work out the runtime.');
});

test('before Generate, how long making the audio takes, from the voices cast', async () => {
  read.state.runtime = { ...read.state.runtime, making_s: 80 };
  renderPage(<MakingEstimate documentId="doc-1" />);
  expect(
    await screen.findByText(
      'Making the audio takes about 1:20 of synthesis on one voice thread (natural voices are timed from their first lines).',
    ),
  ).toBeInTheDocument();
});

test('making time: no voices saved yet, and every line made', async () => {
  read.state.runtime = { ...read.state.runtime, making_s: 0 };
  const first = renderPage(<MakingEstimate documentId="doc-1" />);
  expect(
    await screen.findByText(
      'How long making the audio takes shows here once Generate has saved the voices.',
    ),
  ).toBeInTheDocument();
  first.unmount();
  read.state.runtime = { ...read.state.runtime, making_s: 0, measured_s: 95 };
  renderPage(<MakingEstimate documentId="doc-1" />);
  expect(await screen.findByText('Every line is made.')).toBeInTheDocument();
});

test('making time says so when it cannot be worked out', async () => {
  server.use(
    http.get(`${BASE}/documents/doc-1/runtime`, () =>
      HttpResponse.json(failure(), { status: 500 }),
    ),
  );
  renderPage(<MakingEstimate documentId="doc-1" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not work out how long making the audio takes.',
  );
});

test('the runtime table reads the times afresh when it opens, though another part of the page keeps the old answer', async () => {
  // The navigator keeps the runtime alive on every page; here the making estimate stands for it.
  const Page = () => {
    const [open, setOpen] = useState(true);
    return (
      <>
        <MakingEstimate documentId="doc-1" />
        <button type="button" onClick={() => setOpen(!open)}>
          Runtime
        </button>
        {open && <RuntimeTable documentId="doc-1" />}
      </>
    );
  };
  const { user } = renderPage(<Page />);
  const table = await screen.findByRole('table', { name: 'Runtime per scene' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('—');
  await user.click(screen.getByRole('button', { name: 'Runtime' }));
  // The lines were made meanwhile: the server now measures the first scene.
  read.state.runtime = {
    ...read.state.runtime,
    measured_s: 90,
    scenes: read.state.runtime.scenes.map((s, i) => ({ ...s, measured_s: i === 0 ? 82 : 8 })),
  };
  await user.click(screen.getByRole('button', { name: 'Runtime' }));
  const again = await screen.findByRole('table', { name: 'Runtime per scene' });
  await waitFor(() => expect(within(again).getAllByRole('row')[1]).toHaveTextContent('1:22'));
});
