import type { AudioScene, Take } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import AudioProduction from '../../../expose/AudioProduction';
import { storyApi, toneUrl, type StoryRoute } from './story-api';

/** A line's takes on Audio Production, in their states. */
const FRAME = {
  path: '/dashboard/process/doc-1/scenes-preview',
  route: '/dashboard/process/:documentId/scenes-preview',
};

const LINES: AudioScene[] = [
  ['MARA', 'Every night for thirty years.'],
  ['TOBIAS', 'MARA! THE LAMP IS OUT!'],
].map(([actor, dialog], index) => ({
  scene_id: `s${index}`,
  scene_index: index,
  actor,
  dialog,
  status: 'completed',
  audio_url: toneUrl(260 + index * 80),
  take: index === 1 ? { voice_id: 'v-bram', speed: 1.2, pitch: 2 } : null,
}));

const TAKES: Take[] = [
  ['t2', 'v-bram', 1.2, 2, true, 420],
  ['t1', 'v-ada', 0.9, 0, false, 330],
].map(([id, voice, speed, pitch, inUse, tone]) => ({
  _id: id as string,
  created_at: '2026-11-28T10:00:00.000Z',
  voice_id: voice as string,
  speed: speed as number,
  pitch: pitch as number,
  text: 'MARA! THE LAMP IS OUT!',
  audio_url: toneUrl(tone as number),
  in_use: inUse as boolean,
}));

// The takes are said by these names.
const VOICES = [
  { voice_id: 'v-ada', name: 'Ada', gender: 'female', age: 'young', accent: 'British' },
  { voice_id: 'v-bram', name: 'Bram', gender: 'male', age: 'old', accent: 'American' },
].map((v) => ({ ...v, preview_url: null }));

const routes = (takes: Partial<StoryRoute>): StoryRoute[] => [
  { path: /^scenes\/s\d+\/takes$/, data: { takes: TAKES }, ...takes },
  { path: /^voices\/$/, data: { voices: VOICES } },
  { path: /\/audio-urls$/, data: { audio_scenes: LINES } },
  {
    path: /\/audio-status$/,
    data: {
      overall_status: 'completed',
      counts: { total: 2, pending: 0, processing: 0, completed: 2, error: 0 },
      reused: 0,
      reused_from: { draft: 0, run: 0 },
    },
  },
];

const openTakes = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Takes of line 2' }));
};

const meta = {
  title: 'studio/Audio Production/Takes',
  component: AudioProduction,
} satisfies Meta<typeof AudioProduction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Line 2 plays a take: its mark, and its two takes listed newest first. */
export const Filled: Story = {
  decorators: [storyFrame(FRAME), storyApi(routes({}))],
  play: openTakes,
};

export const Empty: Story = {
  decorators: [storyFrame(FRAME), storyApi(routes({ data: { takes: [] } }))],
  play: openTakes,
};

export const Failed: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(routes({ status: 500, message: 'The takes could not be read.' })),
  ],
  play: openTakes,
};

/** Both takes picked as A and B, switched to B: the switch now offers A again. */
export const SwitchedToB: Story = {
  decorators: [storyFrame(FRAME), storyApi(routes({}))],
  play: async (context) => {
    await openTakes(context);
    const list = within(
      await within(context.canvasElement).findByRole('region', { name: 'Takes of line 2' }),
    );
    for (const box of await list.findAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(list.getByRole('button', { name: 'Switch to B' }));
  },
};

export const Phone: Story = { ...Filled, globals: { viewport: { value: 'phone' } } };
