import type { AudioScene, AudioStatusData } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import { pendingApi } from '../../../app/story-pending-api';
import AudioProduction from '../../../expose/AudioProduction';
import { storyApi, toneUrl, type StoryRoute } from './story-api';

/** Audio Production's lines as the script reads, in each state the screen can show them. */
const FRAME = {
  path: '/dashboard/process/doc-1/scenes-preview',
  route: '/dashboard/process/:documentId/scenes-preview',
};

type Line = Pick<AudioScene, 'actor' | 'dialog' | 'kind' | 'direction' | 'direction_after'>;
const heading = (dialog: string): Line => ({ actor: 'narrator', dialog, kind: 'scene_heading' });
const action = (dialog: string): Line => ({ actor: 'narrator', dialog, kind: 'action' });
const say = (actor: string, dialog: string, direction?: string, after?: string): Line => ({
  actor,
  dialog,
  kind: 'dialogue',
  direction: direction ?? null,
  direction_after: after ?? null,
});

const SCRIPT: Line[] = [
  heading('EXT. CLIFFTOP LIGHTHOUSE - NIGHT'),
  action('Waves hammer the rocks below. A lamp turns, slow and patient, sweeping the sea.'),
  say('MARA', 'Every night for thirty years, the lamp has turned.', '(quietly)', '(turns away)'),
  say('TOBIAS', 'MARA! THE LAMP IS OUT!'),
  { actor: 'narrator', dialog: 'CUT TO:', kind: 'transition' },
  heading('INT. LAMP ROOM - CONTINUOUS'),
  say('MARA', 'Hold on. The wick needs trimming. Bring the spare can.', '(to herself)'),
];

const lines = (): AudioScene[] =>
  SCRIPT.map((line, index) => ({
    ...line,
    scene_id: `s${index}`,
    scene_index: index,
    status: 'completed',
    audio_url: toneUrl(220 + index * 55),
    duration_s: 0.6,
  }));

const STATUS: AudioStatusData = {
  overall_status: 'completed',
  counts: { total: SCRIPT.length, pending: 0, processing: 0, completed: SCRIPT.length, error: 0 },
  reused: 0,
  reused_from: { draft: 0, run: 0 },
};

const api = (list: () => AudioScene[], extra: StoryRoute[] = []): StoryRoute[] => [
  ...extra,
  { path: /\/audio-urls$/, data: () => ({ audio_scenes: list() }) },
  { path: /\/audio-status$/, data: STATUS },
];

const meta = {
  title: 'studio/Audio Production/Script view',
  component: AudioProduction,
} satisfies Meta<typeof AudioProduction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, action, centred cues with their parentheticals, a transition on the right. */
export const Filled: Story = { decorators: [storyFrame(FRAME), storyApi(api(lines))] };

export const Phone: Story = { ...Filled, globals: { viewport: { value: 'phone' } } };

/** Play All from the bar: the line playing is marked and kept in view. */
export const Following: Story = {
  ...Filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('region', { name: 'Player' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Play All' }));
    await expect(canvas.getByRole('listitem', { name: 'Line #1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Follow playback' })).toBeChecked();
  },
};

export const Loading: Story = { decorators: [storyFrame(FRAME), pendingApi] };

export const Empty: Story = { decorators: [storyFrame(FRAME), storyApi(api(() => []))] };

export const LoadFailed: Story = {
  decorators: [storyFrame(FRAME), storyApi(api(lines, [{ path: /\/audio-urls$/, status: 500 }]))],
};
