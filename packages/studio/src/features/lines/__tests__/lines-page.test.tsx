import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { BASE, currentPath, failure, setupMswServer, success } from '@castmyscript/test-utils';

import { line, script } from './line-fixtures';
import { createLinesServer } from './lines-server';
import { lineCard, lineCards, openLinesPage, renderLinesPage } from './support/render-lines-page';

const server = setupMswServer();
let fake: ReturnType<typeof createLinesServer>;

beforeEach(() => {
  fake = createLinesServer(script());
  server.use(...fake.handlers);
});

const dialogs = () =>
  lineCards().map((li) => li.querySelector('.cms-line-card__dialog')?.textContent);
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });
const saveHidden = () => screen.queryByRole('button', { name: 'Save Changes' }) === null;
const modal = () => screen.getByRole('dialog');

test('shows the loading message, then one card per line with its number, speaker and heading', async () => {
  renderLinesPage();
  expect(screen.getByText('Loading scenes, please wait a moment...')).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Scenes' });
  expect(lineCards()).toHaveLength(6);
  expect(within(lineCard(3)).getByText('#3')).toBeInTheDocument();
  expect(within(lineCard(3)).getByRole('combobox', { name: 'Speaker of scene 3' })).toHaveValue(
    'MARA',
  );
  expect(within(lineCard(3)).getByText('Every night for thirty years.')).toBeInTheDocument();
  expect(within(lineCard(3)).getByText('EXT. CLIFFTOP LIGHTHOUSE - NIGHT')).toBeInTheDocument();
  expect(within(lineCard(6)).getByText('INT. LAMP ROOM - CONTINUOUS')).toBeInTheDocument();
  expect(screen.getByText(/6 lines · 3 characters/)).toBeInTheDocument();
  expect(saveHidden()).toBe(true);
});

test('a line without actor or dialog says "No actor assigned" and "No dialog"', async () => {
  fake = createLinesServer([line('', '')]);
  server.use(...fake.handlers);
  await openLinesPage();
  expect(
    within(lineCard(1)).getByRole('combobox', { name: 'Speaker of scene 1' }),
  ).toHaveDisplayValue('No actor assigned');
  expect(within(lineCard(1)).getByText('No dialog')).toBeInTheDocument();
});

test('no lines: the empty message and a button that adds the first one', async () => {
  fake = createLinesServer([]);
  server.use(...fake.handlers);
  const { user } = renderLinesPage();
  expect(
    await screen.findByText('No scenes yet. Click "Add New Scene" to get started.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add New Scene' }));
  expect(screen.getByRole('dialog', { name: 'Add New Scene' })).toBeInTheDocument();
  // No actors yet: the new line starts with none chosen.
  expect(screen.getByLabelText('Actor')).toHaveValue('');
  await user.type(screen.getByLabelText('Dialog'), 'Fade in.');
  await user.click(screen.getByRole('button', { name: 'Add Scene' }));
  expect(await screen.findByText('Scene added successfully!')).toBeInTheDocument();
  expect(fake.stored().map((s) => s.dialog)).toEqual(['Fade in.']);
  expect(lineCards()).toHaveLength(1);
});

test('a failed load shows the server’s message (or the spec’s) and Try Again loads again', async () => {
  let fail = true;
  server.use(
    http.get(`${BASE}/scenes/document/doc-1`, () =>
      fail
        ? HttpResponse.json(failure(), { status: 500 })
        : HttpResponse.json(success({ scenes: script() })),
    ),
  );
  const { user } = renderLinesPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching scenes.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  await screen.findByRole('list', { name: 'Scenes' });
  expect(lineCards()).toHaveLength(6);
});

test('the server’s own reason is preferred', async () => {
  server.use(
    http.get(`${BASE}/scenes/document/doc-1`, () =>
      HttpResponse.json(failure('Document not found.'), { status: 404 }),
    ),
  );
  renderLinesPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Document not found.');
});

test('insert after scene 2: the modal says position 3, defaults to the first actor, and later lines shift', async () => {
  const { user } = await openLinesPage();
  await user.click(
    within(lineCard(2)).getByRole('button', { name: 'Insert a scene after scene 2' }),
  );
  expect(screen.getByRole('dialog', { name: 'Add New Scene at Position 3' })).toBeInTheDocument();
  expect(screen.getByLabelText('Actor')).toHaveValue('narrator');
  await user.selectOptions(screen.getByLabelText('Actor'), 'TOBIAS');
  await user.type(screen.getByLabelText('Dialog'), 'Who goes there?');
  await user.click(screen.getByRole('button', { name: 'Add Scene' }));
  expect(await screen.findByText('Scene added successfully!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(fake.calls.add).toEqual([[{ actor: 'TOBIAS', text: 'Who goes there?', scene_index: 2 }]]);
  expect(dialogs()[2]).toBe('Who goes there?');
  expect(within(lineCard(4)).getByText('Every night for thirty years.')).toBeInTheDocument();
  expect(fake.stored().map((s) => s.dialog)).toEqual(dialogs());
  expect(saveHidden()).toBe(true);
});

test('edit: "Edit Scene" holds the line; Update Scene sends the dialog URL-encoded', async () => {
  const { user } = await openLinesPage();
  await user.click(within(lineCard(3)).getByRole('button', { name: 'Edit scene 3' }));
  expect(screen.getByRole('dialog', { name: 'Edit Scene' })).toBeInTheDocument();
  const text = screen.getByLabelText('Dialog');
  expect(text).toHaveValue('Every night for thirty years.');
  await user.clear(text);
  await user.type(text, 'Every night & day + more');
  await user.click(screen.getByRole('button', { name: 'Update Scene' }));
  expect(await screen.findByText('Scene updated successfully!')).toBeInTheDocument();
  expect(fake.calls.update).toEqual(['?scene_text=Every%20night%20%26%20day%20%2B%20more']);
  expect(within(lineCard(3)).getByText('Every night & day + more')).toBeInTheDocument();
  expect(fake.stored()[2].dialog).toBe('Every night & day + more');
});

test('delete renumbers locally; Save Changes appears, saves the list, and goes away', async () => {
  const { user } = await openLinesPage();
  expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  await user.click(within(lineCard(2)).getByRole('button', { name: 'Delete scene 2' }));
  expect(await screen.findByText('Scene deleted successfully!')).toBeInTheDocument();
  expect(lineCards()).toHaveLength(5);
  expect(within(lineCard(2)).getByText('Every night for thirty years.')).toBeInTheDocument();
  expect(fake.stored()).toHaveLength(6);
  expect(saveButton()).toBeEnabled();
  await user.click(saveButton());
  expect(await screen.findByText('Changes saved successfully!')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument(),
  );
  expect(fake.calls.save[0][1]).toMatchObject({
    scene_index: 1,
    actor: 'MARA',
    dialog: 'Every night for thirty years.',
    metadata: { actor: 'MARA', dialog: 'Every night for thirty years.' },
  });
  expect(fake.stored().map((s) => s.dialog)).toEqual(dialogs());
});

test('an insert after an unsaved deletion lands in the same place on the server', async () => {
  const { user } = await openLinesPage();
  await user.click(within(lineCard(2)).getByRole('button', { name: 'Delete scene 2' }));
  await user.click(
    within(lineCard(2)).getByRole('button', { name: 'Insert a scene after scene 2' }),
  );
  await user.type(screen.getByLabelText('Dialog'), 'Inserted');
  await user.click(screen.getByRole('button', { name: 'Add Scene' }));
  await screen.findByText('Scene added successfully!');
  expect(dialogs().slice(1, 4)).toEqual([
    'Every night for thirty years.',
    'Inserted',
    'The lamp is out!',
  ]);
  const server = fake.stored().map((s) => s.dialog);
  expect(server.slice(2, 5)).toEqual([
    'Every night for thirty years.',
    'Inserted',
    'The lamp is out!',
  ]);
  await user.click(saveButton());
  await screen.findByText('Changes saved successfully!');
  expect(fake.stored().map((s) => s.dialog)).toEqual(dialogs());
});

describe('new actor', () => {
  const openModal = async () => {
    const view = await openLinesPage();
    await view.user.click(within(lineCard(1)).getByRole('button', { name: 'Edit scene 1' }));
    return view;
  };
  const actorOptions = () =>
    within(screen.getByLabelText('Actor'))
      .getAllByRole('option')
      .map((o) => o.textContent);

  test('the dropdown lists "Select an actor", the actors and "+ Create new actor"', async () => {
    await openModal();
    expect(actorOptions()).toEqual([
      'Select an actor',
      'Narrator',
      'MARA',
      'TOBIAS',
      '+ Create new actor',
    ]);
  });

  test('"+ Create new actor" opens the input; a trimmed name is added, chosen, and marks changes', async () => {
    const { user } = await openModal();
    await user.selectOptions(screen.getByLabelText('Actor'), '+ Create new actor');
    const input = screen.getByLabelText('New actor name');
    const add = within(modal()).getByRole('button', { name: 'Add actor' });
    expect(add).toBeDisabled();
    await user.type(input, '   ');
    expect(add).toBeDisabled();
    await user.type(input, 'ELLEN  ');
    await user.click(add);
    expect(screen.queryByLabelText('New actor name')).toBeNull();
    expect(screen.getByLabelText('Actor')).toHaveValue('ELLEN');
    expect(actorOptions()).toContain('ELLEN');
    expect(saveButton()).toBeEnabled();
  });

  test('a duplicate is silently not added again: the existing actor is chosen', async () => {
    const { user } = await openModal();
    await user.click(within(modal()).getByRole('button', { name: 'New Actor' }));
    await user.type(screen.getByLabelText('New actor name'), ' mara {Enter}');
    expect(screen.getByLabelText('Actor')).toHaveValue('MARA');
    expect(actorOptions().filter((o) => o?.toLowerCase() === 'mara')).toHaveLength(1);
    expect(saveHidden()).toBe(true);
  });

  test('Cancel closes the input without adding', async () => {
    const { user } = await openModal();
    await user.click(within(modal()).getByRole('button', { name: 'New Actor' }));
    await user.type(screen.getByLabelText('New actor name'), 'ELLEN');
    await user.click(within(modal()).getByRole('button', { name: 'Cancel new actor' }));
    expect(screen.queryByLabelText('New actor name')).toBeNull();
    expect(actorOptions()).not.toContain('ELLEN');
  });
});

test('the speaker changes in place and is saved at once', async () => {
  const { user } = await openLinesPage();
  await user.selectOptions(
    within(lineCard(4)).getByRole('combobox', { name: 'Speaker of scene 4' }),
    'MARA',
  );
  expect(await screen.findByText('Scene updated successfully!')).toBeInTheDocument();
  expect(fake.calls.update).toEqual(['?actor=MARA']);
  expect(fake.stored()[3].actor).toBe('MARA');
  expect(saveHidden()).toBe(true);
});

test('Add Scene shows a spinner and stays off while saving', async () => {
  let release: () => void = () => undefined;
  server.use(
    http.post(`${BASE}/scenes/document/doc-1/add`, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json(success([line('MARA', 'x')]), { status: 201 });
    }),
  );
  const { user } = await openLinesPage();
  await user.click(screen.getAllByRole('button', { name: 'Add New Scene' })[0]);
  await user.type(screen.getByLabelText('Dialog'), 'x');
  await user.click(screen.getByRole('button', { name: 'Add Scene' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add Scene' })).toBeDisabled());
  expect(
    screen.getByRole('button', { name: 'Add Scene' }).querySelector('.p-button-loading-icon'),
  ).not.toBeNull();
  release();
  await screen.findByText('Scene added successfully!');
});

test.each([
  ['add', `${BASE}/scenes/document/doc-1/add`, 'post', 'Failed to add scene. Please try again.'],
  ['update', `${BASE}/scenes/:id/update-text`, 'put', 'Failed to update scene. Please try again.'],
] as const)('a failed %s says so and keeps the modal open', async (kind, url, method, message) => {
  server.use(http[method](url, () => HttpResponse.json(failure(), { status: 500 })));
  const { user } = await openLinesPage();
  if (kind === 'add') await user.click(screen.getAllByRole('button', { name: 'Add New Scene' })[0]);
  else await user.click(within(lineCard(3)).getByRole('button', { name: 'Edit scene 3' }));
  await user.type(screen.getByLabelText('Dialog'), ' more');
  await user.click(
    screen.getByRole('button', { name: kind === 'add' ? 'Add Scene' : 'Update Scene' }),
  );
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('a failed save says "Error saving changes." and keeps the changes', async () => {
  server.use(
    http.post(`${BASE}/scenes/document/doc-1`, () => HttpResponse.json(failure(), { status: 500 })),
  );
  const { user } = await openLinesPage();
  await user.click(within(lineCard(1)).getByRole('button', { name: 'Delete scene 1' }));
  await user.click(saveButton());
  expect(await screen.findByText('Error saving changes.')).toBeInTheDocument();
  expect(saveButton()).toBeEnabled();
  expect(lineCards()).toHaveLength(5);
});

test('a direction after a speech shows after its words, and a save keeps it', async () => {
  const closing = { ...line('MARA', 'Bring the spare can.'), direction_after: '(strikes a match)' };
  fake = createLinesServer([line('narrator', 'The lamp gutters.'), closing]);
  server.use(...fake.handlers);
  const { user } = await openLinesPage();
  const texts = () =>
    [...lineCard(2).querySelectorAll('p')].map((p) => [p.className, p.textContent]);
  expect(texts()).toEqual([
    ['cms-line-card__dialog', 'Bring the spare can.'],
    ['cms-line-card__direction', '(strikes a match)'],
  ]);
  await user.click(within(lineCard(1)).getByRole('button', { name: 'Delete scene 1' }));
  await user.click(saveButton());
  expect(await screen.findByText('Changes saved successfully!')).toBeInTheDocument();
  expect(within(lineCard(1)).getByText('(strikes a match)')).toBeInTheDocument();
});

test('one Next, the stepper’s, goes to voice assignment', async () => {
  const { user } = await openLinesPage();
  expect(screen.getAllByRole('button', { name: 'Next' })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(currentPath()).toBe('/dashboard/process/doc-1/assign-voice');
});

test('with unsaved changes, Next asks first: Stay keeps them, Leave goes on', async () => {
  const { user } = await openLinesPage();
  await user.click(within(lineCard(1)).getByRole('button', { name: 'Delete scene 1' }));
  await user.click(screen.getAllByRole('button', { name: 'Next' }).at(-1)!);
  await user.click(await screen.findByRole('button', { name: 'Stay' }));
  expect(currentPath()).toBe('/dashboard/process/doc-1/scenes');
  await user.click(screen.getAllByRole('button', { name: 'Next' }).at(-1)!);
  await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
  await waitFor(() => expect(currentPath()).toBe('/dashboard/process/doc-1/assign-voice'));
});
