import type { AudioScene, Scene } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';

import { storyFrame } from '../../../../app/story-frame';
import AudioProduction from '../../../../expose/AudioProduction';
import { storyApi, toneUrl, type StoryRoute } from '../story-api';

/** Fix a line in place: Audio Production's line editor, in its states. */
const FRAME = {
  path: '/dashboard/process/doc-1/scenes-preview',
  route: '/dashboard/process/:documentId/scenes-preview',
};

const SCRIPT: [string, string, Scene['kind'], string | null][] = [
  ['narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT', 'scene_heading', null],
  ['MARA', 'Every night for thirty years.', 'dialogue', 'quietly'],
  ['narrator', 'INT. LAMP ROOM - CONTINUOUS', 'action', null],
];

const LINES: AudioScene[] = SCRIPT.map(([actor, dialog, kind], index) => ({
  scene_id: `s${index}`,
  scene_index: index,
  actor,
  dialog,
  kind,
  status: 'completed',
  audio_url: toneUrl(260 + index * 80),
}));

const STORED: Scene[] = SCRIPT.map(([actor, dialog, kind, direction], index) => ({
  _id: `s${index}`,
  document_id: 'doc-1',
  scene_index: index,
  actor,
  dialog,
  text: dialog,
  kind,
  direction,
  direction_after: null,
  scene_heading: null,
}));

const routes = (patch: Partial<StoryRoute>): StoryRoute[] => [
  { method: 'PATCH', path: /^scenes\/s\d+$/, data: STORED[2], ...patch },
  { method: 'POST', path: /\/retake\/s\d+$/, data: LINES[2] },
  { path: /^scenes\/document\/doc-1$/, data: { scenes: STORED } },
  { path: /\/audio-urls$/, data: { audio_scenes: LINES } },
  {
    path: /\/audio-status$/,
    data: {
      overall_status: 'completed',
      counts: { total: 3, pending: 0, processing: 0, completed: 3, error: 0 },
      reused: 0,
      reused_from: { draft: 0, run: 0 },
    },
  },
];

const openEditor =
  (line: number) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit line ${line}` }));
    // The dialog is rendered outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await page.findByLabelText('Type');
    return page;
  };

const meta = {
  title: 'studio/Audio Production/Edit line',
  component: AudioProduction,
} satisfies Meta<typeof AudioProduction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A speech open: its type, speaker, direction and words as stored. */
export const Dialogue: Story = {
  decorators: [storyFrame(FRAME), storyApi(routes({}))],
  play: async (context) => {
    await openEditor(2)(context);
  },
};

/** An action line that is really a heading: the narrator reads it, so no speaker is asked. */
export const ActionToHeading: Story = {
  decorators: [storyFrame(FRAME), storyApi(routes({}))],
  play: async (context) => {
    const page = await openEditor(3)(context);
    await userEvent.selectOptions(page.getByLabelText('Type'), 'Scene heading');
  },
};

/** Made dialogue without a speaker: the rule is said before anything is sent. */
export const SpeakerNeeded: Story = {
  decorators: [storyFrame(FRAME), storyApi(routes({}))],
  play: async (context) => {
    const page = await openEditor(3)(context);
    await userEvent.selectOptions(page.getByLabelText('Type'), 'Dialogue');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
  },
};

/** The server refuses the words: its message beside them, everything typed kept. */
export const Refused: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(
      routes({
        status: 400,
        message: 'A line is at most 20000 characters',
        data: { field: 'body.text' },
      }),
    ),
  ],
  play: async (context) => {
    const page = await openEditor(2)(context);
    await userEvent.type(page.getByLabelText('Words'), ' And more.');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
  },
};

export const Phone: Story = { ...Dialogue, globals: { viewport: { value: 'phone' } } };
