import { screen, waitFor, within } from '@testing-library/react';

import { LINE_EDIT_MESSAGES } from '@castmyscript/api/contract';

import { line, SCRIPT } from './audio-server';
import { createLineEditServer } from './line-edit-server';
import { lineCard, openAudioPage } from './render-audio-page';
import { audioPageFixture } from './support/audio-page-fixture';

/** Fix a line in place: Audio Production's "Edit line" changes a line's words, speaker and type. */
const page = audioPageFixture({
  lines: () => [...SCRIPT(), line(3, 'narrator', 'INT. LAMP ROOM - CONTINUOUS')],
});
let edits: ReturnType<typeof createLineEditServer>;

beforeEach(() => {
  edits = createLineEditServer(page.fake);
  page.server.use(...edits.handlers);
});

const openEditor = async (n: number) => {
  const view = await openAudioPage();
  await view.user.click(within(lineCard(n)).getByRole('button', { name: `Edit line ${n}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit line ${n}` });
  await within(dialog).findByLabelText('Type');
  return { ...view, dialog };
};

test('the editor starts from the line as stored; saved words reach the line, which then waits for audio', async () => {
  const { user, dialog } = await openEditor(2);
  expect(within(dialog).getByLabelText('Type')).toHaveValue('dialogue');
  expect(within(dialog).getByLabelText('Speaker')).toHaveValue('MARA');
  expect(within(dialog).getByLabelText('Direction')).toHaveValue('quietly');
  expect(within(dialog).getByLabelText('Direction after')).toHaveValue('');
  const words = within(dialog).getByLabelText('Words');
  expect(words).toHaveValue('Every night for thirty years.');
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

  await user.clear(words);
  await user.type(words, 'Every night for forty years.');
  await user.type(within(dialog).getByLabelText('Direction after'), 'beat');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(edits.patches).toEqual([
    { lineId: 's2', body: { text: 'Every night for forty years.', direction_after: 'beat' } },
  ]);
  expect(edits.retakes).toEqual([]);
  const card = lineCard(2);
  expect(await within(card).findByText('Every night for forty years.')).toBeVisible();
  expect(within(card).getByText('Waiting to be generated')).toBeVisible();
});

test('Save and regenerate makes an action line a scene heading and makes only that line again', async () => {
  const { user, dialog } = await openEditor(4);
  expect(within(dialog).getByLabelText('Type')).toHaveValue('action');
  expect(within(dialog).queryByLabelText('Speaker')).toBeNull();
  await user.selectOptions(within(dialog).getByLabelText('Type'), 'Scene heading');
  await user.click(within(dialog).getByRole('button', { name: 'Save and regenerate' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(edits.patches).toEqual([{ lineId: 's4', body: { type: 'scene_heading' } }]);
  expect(edits.retakes).toEqual([{ lineId: 's4', body: { text: 'INT. LAMP ROOM - CONTINUOUS' } }]);
  await waitFor(() =>
    expect(within(lineCard(4)).getByRole('button', { name: 'Play line 4' })).toBeEnabled(),
  );
});

test('dialogue needs its speaker: said beside the field before anything is sent', async () => {
  const { user, dialog } = await openEditor(4);
  await user.selectOptions(within(dialog).getByLabelText('Type'), 'Dialogue');
  const speaker = within(dialog).getByLabelText('Speaker');
  expect(speaker).toHaveValue('');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText(LINE_EDIT_MESSAGES.speakerNeeded)).toBeVisible();
  expect(speaker).toHaveAttribute('aria-invalid', 'true');
  expect(speaker).toHaveAccessibleDescription(LINE_EDIT_MESSAGES.speakerNeeded);
  expect(edits.patches).toEqual([]);

  await user.type(speaker, 'TOBIAS');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(edits.patches).toEqual([{ lineId: 's4', body: { type: 'dialogue', actor: 'TOBIAS' } }]);
});

test('a 400 naming a field is shown beside it, and everything typed stays', async () => {
  const message = 'A line is at most 20000 characters';
  edits.refuse({ status: 400, message, field: 'body.text' });
  const { user, dialog } = await openEditor(3);
  const words = within(dialog).getByLabelText('Words');
  await user.type(words, ' Now!');
  await user.type(within(dialog).getByLabelText('Direction'), 'shouting');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await within(dialog).findByText(message)).toBeVisible();
  expect(words).toHaveAccessibleDescription(message);
  expect(words).toHaveValue('The lamp is out! Now!');
  expect(within(dialog).getByLabelText('Direction')).toHaveValue('shouting');
  expect(screen.getByRole('dialog', { name: 'Edit line 3' })).toBeVisible();

  // A refusal without a field of the form is said above the buttons.
  edits.refuse({ status: 409, message: 'This document is still being processed. Please wait.' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText('This document is still being processed. Please wait.'),
  ).toBeVisible();
  expect(words).toHaveValue('The lamp is out! Now!');
});
