import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import {
  BASE,
  currentPath,
  failure,
  renderPage,
  setupMswServer,
  success,
} from '@castmyscript/test-utils';

import AssignVoice from '../../../expose/AssignVoice';
import { mockMedia } from './media-mock';
import { status } from './voice-fixtures';
import { createVoicesServer } from './voices-server';

const server = setupMswServer();
let fake: ReturnType<typeof createVoicesServer>;
let media: ReturnType<typeof mockMedia>;

beforeEach(() => {
  fake = createVoicesServer();
  server.use(...fake.handlers);
  media = mockMedia();
});
afterEach(() => media.restore());

const ROUTE = '/dashboard/process/:documentId/assign-voice';
const open = async () => {
  const view = renderPage(<AssignVoice />, {
    path: '/dashboard/process/doc-1/assign-voice',
    route: ROUTE,
  });
  await screen.findByRole('list', { name: 'Characters' });
  return view;
};
const card = (name: string) => screen.getByRole('listitem', { name });
const picker = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^Voice for ${name}`) });
const generate = () => screen.getByRole('button', { name: /Generate Audio|Processing\.\.\./ });
const counts = () => {
  const list = screen.getByLabelText('Casting progress');
  const [assigned, pending] = within(list)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);
  return { assigned, pending };
};

type User = Awaited<ReturnType<typeof open>>['user'];
const choose = async (user: User, actor: string, voice: string) => {
  await user.click(picker(actor));
  await user.click(screen.getByRole('option', { name: new RegExp(`^${voice}`) }));
};

test('loading, then the header, counters and one card per character with the saved and suggested voices', async () => {
  renderPage(<AssignVoice />, { path: '/dashboard/process/doc-1/assign-voice', route: ROUTE });
  expect(screen.getByText('Loading characters and voices...')).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Characters' });
  expect(screen.getByRole('heading', { level: 1, name: 'Voice Assignment' })).toBeInTheDocument();
  expect(screen.getByText('Assign AI voices to each character in your scene')).toBeInTheDocument();
  expect(counts()).toEqual({ assigned: '2', pending: '1' });

  const narrator = card('Narrator');
  expect(within(narrator).getByText('Character')).toBeInTheDocument();
  expect(within(narrator).getByText('Assigned')).toBeInTheDocument();
  expect(within(narrator).getAllByText('Brian').length).toBeGreaterThan(0);
  expect(within(narrator).queryByText('Suggested')).toBeNull();

  const mara = card('MARA');
  expect(within(mara).getByText('Assigned')).toBeInTheDocument();
  expect(within(mara).getByText('Suggested')).toBeInTheDocument();
  expect(picker('MARA')).toHaveAccessibleName(/Voice for MARA Ava/);

  const tobias = card('TOBIAS');
  expect(within(tobias).getByText('Pending')).toBeInTheDocument();
  expect(within(tobias).getByText('Voice assignment required')).toBeInTheDocument();
  expect(within(tobias).getByText('Choose a voice...')).toBeInTheDocument();
  expect(within(tobias).queryByRole('button', { name: /Preview Voice/ })).toBeNull();
});

test('Generate Audio stays off with the warning until every character has a voice', async () => {
  const { user } = await open();
  expect(generate()).toBeDisabled();
  expect(screen.getByText('All characters must be assigned a voice')).toBeInTheDocument();
  await choose(user, 'TOBIAS', 'Cora');
  expect(within(card('TOBIAS')).getByText('Assigned')).toBeInTheDocument();
  expect(within(card('TOBIAS')).queryByText('Voice assignment required')).toBeNull();
  expect(counts()).toEqual({ assigned: '3', pending: '0' });
  expect(generate()).toBeEnabled();
  expect(screen.queryByText('All characters must be assigned a voice')).toBeNull();
});

test('choosing the suggested voice’s card another voice drops the "Suggested" mark', async () => {
  const { user } = await open();
  await choose(user, 'MARA', 'Ella');
  expect(within(card('MARA')).queryByText('Suggested')).toBeNull();
  expect(picker('MARA')).toHaveAccessibleName(/Ella/);
});

test('a script without characters cannot generate', async () => {
  server.use(
    http.get(`${BASE}/scenes/document/doc-1/actors`, () =>
      HttpResponse.json(success({ actors: [] })),
    ),
  );
  renderPage(<AssignVoice />, { path: '/dashboard/process/doc-1/assign-voice', route: ROUTE });
  expect(await screen.findByText(/has no characters yet/)).toBeInTheDocument();
  expect(generate()).toBeDisabled();
});

test('each option shows the name, a gender · age · accent line, and the picture and flag of the rule', async () => {
  const { user } = await open();
  await user.click(picker('TOBIAS'));
  const list = screen.getByRole('listbox', { name: 'Voices for TOBIAS' });
  const options = within(list).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Avafemale · young · American',
    'Brianmale · middle-aged · British',
    'CoraFemale · Old · Swedish',
    'Duncanmale · elderly · Scottish',
    'Ellafemale · Middle aged · Australian',
  ]);
  const drawn = options.map((option) => [
    option.querySelector('[data-picture]')?.getAttribute('data-picture'),
    option.querySelector('[data-flag]')?.getAttribute('data-flag'),
  ]);
  expect(drawn).toEqual([
    ['young-female', 'american'],
    ['middle-male', 'british'],
    ['old-female', 'swedish'],
    ['old-male', 'default'],
    ['middle-female', 'australian'],
  ]);
});

test('the picker works from the keyboard', async () => {
  const { user } = await open();
  picker('TOBIAS').focus();
  await user.keyboard('{ArrowDown}');
  const list = screen.getByRole('listbox', { name: 'Voices for TOBIAS' });
  expect(list).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(picker('TOBIAS')).toHaveFocus();
  expect(picker('TOBIAS')).toHaveAccessibleName(/Cora/);
  await user.keyboard('{ArrowDown}');
  await user.keyboard('d{Escape}');
  expect(picker('TOBIAS')).toHaveAccessibleName(/Cora/);
});

test('Preview Voice plays through one shared element; another card’s preview replaces it; tapping again stops', async () => {
  const { user } = await open();
  await user.click(within(card('Narrator')).getByRole('button', { name: /^Preview Voice/ }));
  expect(media.plays).toHaveLength(1);
  expect(media.plays[0].src).toBe('http://localhost/previews/v-brian.mp3');
  expect(
    within(card('Narrator')).getByRole('button', { name: /^Stop Preview/ }),
  ).toBeInTheDocument();

  await user.click(within(card('MARA')).getByRole('button', { name: /^Preview Voice/ }));
  expect(media.plays).toHaveLength(2);
  expect(media.plays[1]).toEqual({
    element: media.plays[0].element,
    src: 'http://localhost/previews/v-ava.mp3',
  });
  expect(
    within(card('Narrator')).getByRole('button', { name: /^Preview Voice/ }),
  ).toBeInTheDocument();
  expect(within(card('MARA')).getByRole('button', { name: /^Stop Preview/ })).toBeInTheDocument();

  await user.click(within(card('MARA')).getByRole('button', { name: /^Stop Preview/ }));
  expect(media.isPlaying(media.plays[0].element)).toBe(false);
  expect(within(card('MARA')).getByRole('button', { name: /^Preview Voice/ })).toBeInTheDocument();
});

test('a preview that ends or fails simply stops', async () => {
  const { user } = await open();
  await user.click(within(card('Narrator')).getByRole('button', { name: /^Preview Voice/ }));
  await media.end(media.plays[0].element);
  expect(
    await within(card('Narrator')).findByRole('button', { name: /^Preview Voice/ }),
  ).toBeInTheDocument();
  media.failNextPlay(new DOMException('no', 'NotSupportedError'));
  await user.click(within(card('Narrator')).getByRole('button', { name: /^Preview Voice/ }));
  expect(
    await within(card('Narrator')).findByRole('button', { name: /^Preview Voice/ }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a voice without a preview has no preview button', async () => {
  const { user } = await open();
  await choose(user, 'TOBIAS', 'Cora');
  expect(within(card('TOBIAS')).queryByRole('button', { name: /Preview Voice/ })).toBeNull();
});

test('Cancel stops the preview and goes back to Script Scenes', async () => {
  const { user } = await open();
  await user.click(within(card('Narrator')).getByRole('button', { name: /^Preview Voice/ }));
  const element = media.plays[0].element;
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(media.isPlaying(element)).toBe(false);
  expect(currentPath()).toBe('/dashboard/process/doc-1/scenes');
});

test('leaving the screen stops the preview', async () => {
  const { user, unmount } = await open();
  await user.click(within(card('Narrator')).getByRole('button', { name: /^Preview Voice/ }));
  const element = media.plays[0].element;
  unmount();
  expect(media.isPlaying(element)).toBe(false);
});

test('a failed load shows "Something went wrong" and Try Again loads again', async () => {
  let fail = true;
  server.use(
    http.get(`${BASE}/voices/`, () =>
      fail
        ? HttpResponse.json(failure(), { status: 500 })
        : HttpResponse.json(success({ voices: [] })),
    ),
  );
  const { user } = renderPage(<AssignVoice />, {
    path: '/dashboard/process/doc-1/assign-voice',
    route: ROUTE,
  });
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(panel).toHaveTextContent('Error fetching data');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  await screen.findByRole('list', { name: 'Characters' });
});

test('a failed save shows the server’s message and lets the writer try again', async () => {
  server.use(
    http.post(`${BASE}/scenes/document/doc-1/voice-assignments`, () =>
      HttpResponse.json(failure('That voice is not in the catalogue'), { status: 400 }),
    ),
  );
  const { user } = await open();
  await choose(user, 'TOBIAS', 'Cora');
  await user.click(generate());
  expect(await screen.findByRole('alert')).toHaveTextContent('That voice is not in the catalogue');
  expect(generate()).toHaveAccessibleName('Generate Audio');
  expect(generate()).toBeEnabled();
  expect(fake.calls.generate).toBe(0);
});

test('a failed start without a message says "Error processing request"', async () => {
  server.use(
    http.post(`${BASE}/scenes/document/doc-1/generate-audio`, () =>
      HttpResponse.json({ status: 'error' }, { status: 500 }),
    ),
  );
  const { user } = await open();
  await choose(user, 'TOBIAS', 'Cora');
  await user.click(generate());
  expect(await screen.findByRole('alert')).toHaveTextContent('Error processing request');
  expect(generate()).toBeEnabled();
});

test('arriving while audio is being generated shows the progress and holds Generate', async () => {
  fake.answer(status('processing', 2), status('processing', 3));
  await open();
  expect(
    await screen.findByRole('heading', { name: 'Audio Generation Progress' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(generate()).toHaveAccessibleName('Processing...'));
  expect(generate()).toBeDisabled();
  expect(screen.getByText('Generating audio files... 2/6 completed')).toBeInTheDocument();
});

test('arriving after a finished generation shows its result without redirecting', async () => {
  fake.answer(status('completed', 6));
  await open();
  expect(
    await screen.findByRole('heading', { name: 'Audio Generation Progress' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Open the player/ })).toHaveAttribute(
    'href',
    '/dashboard/process/doc-1/scenes-preview',
  );
  expect(generate()).toHaveAccessibleName('Generate Audio');
  expect(currentPath()).toBe('/dashboard/process/doc-1/assign-voice');
});

test('the status panel walks through saving, starting and the first status', async () => {
  const gates = { save: () => undefined as void, start: () => undefined as void };
  server.use(
    http.post(`${BASE}/scenes/document/doc-1/voice-assignments`, async () => {
      await new Promise<void>((resolve) => (gates.save = resolve));
      return HttpResponse.json(success({}));
    }),
    http.post(`${BASE}/scenes/document/doc-1/generate-audio`, async () => {
      await new Promise<void>((resolve) => (gates.start = resolve));
      return HttpResponse.json(success(status('processing')), { status: 202 });
    }),
  );
  const { user } = await open();
  await waitFor(() => expect(fake.calls.status).toBe(1));
  fake.answer(status('processing', 0, 6, 0, 0));
  await choose(user, 'TOBIAS', 'Cora');
  await user.click(generate());
  expect(await screen.findByText('Saving voice assignments...')).toBeInTheDocument();
  expect(generate()).toHaveAccessibleName('Processing...');
  expect(picker('MARA')).toBeDisabled();
  gates.save();
  expect(
    await screen.findByText('Voice assignments saved. Starting audio generation...'),
  ).toBeInTheDocument();
  gates.start();
  expect(await screen.findByText('Initializing audio generation...')).toBeInTheDocument();
});

test("filters every character's voice list by gender, age and accent, keeping each one's own voice", async () => {
  const { user } = await open();
  const filters = screen.getByRole('group', { name: 'Filter voices' });
  expect(within(filters).getByRole('status')).toHaveTextContent('5 voices.');
  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Age' }), 'old');
  expect(within(filters).getByRole('status')).toHaveTextContent('2 of 5 voices match.');
  await user.click(picker('MARA'));
  const list = screen.getByRole('listbox', { name: 'Voices for MARA' });
  const names = within(list)
    .getAllByRole('option')
    .map((o) => o.textContent?.match(/^(Ava|Brian|Cora|Duncan|Ella)/)?.[1]);
  // Cora and Duncan are old; Ava stays because MARA has her.
  expect(names).toEqual(['Ava', 'Cora', 'Duncan']);
  await user.keyboard('{Escape}');
  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Gender' }), 'male');
  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Accent' }), 'American');
  expect(within(filters).getByRole('status')).toHaveTextContent('No voice matches these filters.');
  await user.click(picker('TOBIAS'));
  expect(screen.getByText('No voice matches the filters above.')).toBeInTheDocument();
  await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
  expect(within(filters).getByRole('status')).toHaveTextContent('5 voices.');
});
