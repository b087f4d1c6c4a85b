import type { AudioScene, AudioStatusData } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { storyFrame } from '../../../../app/story-frame';
import AudioProduction from '../../../../expose/AudioProduction';
import { storyApi, toneUrl } from '../story-api';

const FRAME = {
  path: '/dashboard/process/doc-1/scenes-preview',
  route: '/dashboard/process/:documentId/scenes-preview',
};

const LINES: [string, string][] = [
  ['narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT'],
  ['MARA', 'Every night for thirty years.'],
  ['TOBIAS', 'MARA! THE LAMP IS OUT!'],
  ['MARA', 'Hold on. The wick needs trimming, and the oil is nearly gone.'],
  ['narrator', 'INT. LAMP ROOM - CONTINUOUS'],
  ['TOBIAS', 'Bring the spare can.'],
];

const ALL: AudioScene[] = LINES.map(([actor, dialog], index) => ({
  scene_id: `s${index}`,
  scene_index: index,
  actor,
  dialog,
  kind: actor === 'narrator' && /^(INT|EXT)\./.test(dialog) ? 'scene_heading' : 'dialogue',
  status: 'completed',
  audio_url: toneUrl(220 + index * 55),
  duration_s: 0.6,
  error: null,
}));

const STATUS: AudioStatusData = {
  overall_status: 'completed',
  counts: { total: ALL.length, pending: 0, processing: 0, completed: ALL.length, error: 0 },
  reused: 0,
  reused_from: { draft: 0, run: 0 },
};

const api = storyApi([
  { path: /\/audio-urls$/, data: { audio_scenes: ALL } },
  { path: /\/audio-status$/, data: STATUS },
]);

const meta = {
  title: 'studio/Audio Production/Rehearse as a character',
  component: AudioProduction,
  decorators: [storyFrame(FRAME), api],
} satisfies Meta<typeof AudioProduction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As MARA: her lines show in the player bar, never play; the read waits for "I said it". */
export const AsMara: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Rehearse as' }),
      'MARA',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Rehearsing as MARA. Press Start rehearsal when ready.',
    );
  },
};

/** With her lines hidden: first letters in the bar and on the page until tapped. */
export const HiddenLines: Story = {
  play: async (context) => {
    await AsMara.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hide my lines' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start rehearsal' }));
    await expect(await canvas.findByRole('button', { name: 'I said it' })).toBeVisible();
  },
};

/** "Rehearse from here" on line 3: the read starts at TOBIAS's line, then waits for MARA's. */
export const FromALine: Story = {
  play: async (context) => {
    await AsMara.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rehearse from here, line 3' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Listening: line 3, TOBIAS.');
  },
};

export const Phone: Story = { ...HiddenLines, globals: { viewport: { value: 'phone' } } };
