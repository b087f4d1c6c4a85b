import type { AudioScene } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import AudioProduction from '../../../expose/AudioProduction';
import { storyApi, toneUrl, type StoryRoute } from './story-api';

/** One line, another take: the take form on a segment card, in its states. */
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
  take: index === 1 ? { voice_id: null, speed: 1.2, pitch: 2 } : null,
}));

const VOICES = [
  { voice_id: 'v-ada', name: 'Ada', gender: 'female', age: 'young', accent: 'British' },
  { voice_id: 'v-bram', name: 'Bram', gender: 'male', age: 'old', accent: 'American' },
].map((v) => ({ ...v, preview_url: null }));

const routes = (take: Partial<StoryRoute>): StoryRoute[] => [
  { method: 'POST', path: /\/retake\/s\d+$/, data: LINES[0], ...take },
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
  {
    path: /generate-audio\/s\d+\/[\d.]+$/,
    data: { scene_id: 's0', speed: '1', audio_url: toneUrl(500) },
  },
];

const openTake =
  (line: number) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Another take of line ${line}` }),
    );
    await canvas.findByRole('form', { name: `Another take of line ${line}` });
  };

const meta = {
  title: 'studio/Audio Production/Another take',
  component: AudioProduction,
} satisfies Meta<typeof AudioProduction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form open on a line as cast: voice, speed, pitch and words, nothing changed yet. */
export const Open: Story = {
  decorators: [storyFrame(FRAME), storyApi(routes({}))],
  play: openTake(1),
};

/** A line with a take already: the form starts from it. */
export const FromATake: Story = { ...Open, play: openTake(2) };

/** The server refuses (new words past the pages paid for): its message stays on the card. */
export const Refused: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(routes({ status: 402, message: 'Insufficient credits - payment required' })),
  ],
  play: async (context) => {
    await openTake(1)(context);
    const form = within(context.canvasElement).getByRole('form');
    await userEvent.type(within(form).getByLabelText('Words'), ' Again.');
    await userEvent.click(within(form).getByRole('button', { name: 'Make this take' }));
  },
};

/** Generate is running (a third line still being made): the take can be prepared, not sent. */
export const WhileGenerating: Story = {
  decorators: [
    storyFrame(FRAME),
    // The first route that matches answers: these come before the finished script's.
    storyApi([
      {
        path: /\/audio-urls$/,
        data: {
          audio_scenes: [
            ...LINES,
            { ...LINES[1], scene_id: 's2', scene_index: 2, status: 'processing', audio_url: null },
          ],
        },
      },
      {
        path: /\/audio-status$/,
        data: {
          overall_status: 'processing',
          counts: { total: 3, pending: 0, processing: 1, completed: 2, error: 0 },
          reused: 0,
          reused_from: { draft: 0, run: 0 },
        },
      },
      ...routes({}),
    ]),
  ],
  play: async (context) => {
    await openTake(1)(context);
    const form = within(context.canvasElement).getByRole('form');
    await userEvent.clear(within(form).getByLabelText('Pitch (semitones)'));
    await userEvent.type(within(form).getByLabelText('Pitch (semitones)'), '2');
  },
};

export const Phone: Story = { ...Open, globals: { viewport: { value: 'phone' } } };
