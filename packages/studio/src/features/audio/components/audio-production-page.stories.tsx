import type { AudioScene, AudioStatusData } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import { pendingApi } from '../../../app/story-pending-api';
import AudioProduction from '../../../expose/AudioProduction';
import { storyApi, toneUrl, type StoryRoute } from './story-api';

const FRAME = {
  path: '/dashboard/process/doc-1/scenes-preview',
  route: '/dashboard/process/:documentId/scenes-preview',
};

const LINES: [string, string][] = [
  ['narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT'],
  ['narrator', 'Waves hammer the rocks below. A lamp turns, slow and patient, sweeping the sea.'],
  ['MARA', 'Every night for thirty years.'],
  ['TOBIAS', 'MARA! THE LAMP IS OUT!'],
  ['narrator', 'INT. LAMP ROOM - CONTINUOUS'],
  ['MARA', 'Hold on. The wick needs trimming, and the oil is nearly gone. Bring the spare can.'],
];

const audioLine = (index: number, status: AudioScene['status'] = 'completed'): AudioScene => ({
  scene_id: `s${index}`,
  scene_index: index,
  actor: LINES[index][0],
  dialog: LINES[index][1],
  status,
  audio_url: status === 'completed' ? toneUrl(220 + index * 55) : null,
  error: status === 'error' ? 'The voice engine could not read this line.' : null,
});

const statusOf = (lines: AudioScene[]): AudioStatusData => {
  const count = (s: AudioScene['status']) => lines.filter((l) => l.status === s).length;
  const busy = count('pending') + count('processing') > 0;
  return {
    overall_status: busy ? 'processing' : count('error') ? 'error' : 'completed',
    counts: {
      total: lines.length,
      pending: count('pending'),
      processing: count('processing'),
      completed: count('completed'),
      error: count('error'),
    },
    reused: 0,
    reused_from: { draft: 0, run: 0 },
  };
};

const ALL = LINES.map((_, index) => audioLine(index));

/** The screen's calls for these lines; a story's own answers come first. */
const api = (lines: (call: number) => AudioScene[], extra: StoryRoute[] = []): StoryRoute[] => {
  let reads = 0;
  return [
    ...extra,
    { path: /\/audio-urls$/, data: (call: number) => ({ audio_scenes: lines(call) }) },
    { path: /\/audio-status$/, data: () => statusOf(lines(reads++)) },
    {
      path: /^scenes\/doc-1\/generate-audio\/(s\d+)\/([\d.]+)$/,
      data: () => ({ scene_id: 's0', speed: '1', audio_url: toneUrl(600) }),
    },
    {
      method: 'POST',
      path: /\/download-audio$/,
      data: { download_url: toneUrl(300, 2) },
    },
  ];
};

const meta = {
  title: 'studio/Audio Production',
  component: AudioProduction,
} satisfies Meta<typeof AudioProduction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every line ready: each plays a short tone, one at a time, in sequence. */
export const Filled: Story = { decorators: [storyFrame(FRAME), storyApi(api(() => ALL))] };

export const Phone: Story = { ...Filled, globals: { viewport: { value: 'phone' } } };

/** A later draft whose unchanged lines kept the previous draft's audio. */
export const LaterDraft: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(
      api(
        () => ALL,
        [
          {
            path: /\/audio-status$/,
            data: { ...statusOf(ALL), reused: 4, reused_from: { draft: 4, run: 0 } },
          },
        ],
      ),
    ),
  ],
};

/**
 * Line 3 started by the story, not by a click: the browser's autoplay rule refuses it, and the
 * card shows the "blocked" diagnosis with the line highlighted. Click a line to hear it.
 */
export const PlayWithoutAClick: Story = {
  ...Filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Play line 3' }));
    await expect(canvas.getByRole('listitem', { name: 'Line #3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Generation still running: the last lines fill in as the status moves. */
export const WhileGenerating: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(
      api((call) =>
        LINES.map((_, index) =>
          audioLine(
            index,
            index < 3 + call ? 'completed' : index === 3 + call ? 'processing' : 'pending',
          ),
        ),
      ),
    ),
  ],
};

/** A line that failed to generate shows its reason and is passed over in sequence. */
export const WithAFailedLine: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(api(() => ALL.map((line, i) => (i === 3 ? audioLine(3, 'error') : line)))),
  ],
};

/** The Free plan asks for the combined file: the server's reason and the way to the plans. */
export const DownloadOnFree: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(
      api(
        () => ALL,
        [
          {
            method: 'POST',
            path: /\/download-audio$/,
            status: 403,
            message:
              'Downloading the combined MP3 needs a paid plan. The Free plan is for online listening only.',
          },
        ],
      ),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Voice segments' });
    await userEvent.click(canvas.getByRole('button', { name: 'Download All Audio' }));
    await expect(await canvas.findByRole('link', { name: 'See the plans' })).toBeVisible();
  },
};

/** A line whose file is gone: the HEAD check's diagnosis in the card. */
export const PlaybackFailed: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(
      api(() =>
        ALL.map((line, i) =>
          i === 2 ? { ...line, audio_url: '/api/v1/files/missing.mp3' } : line,
        ),
      ),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Play line 3' }));
    await expect(await canvas.findByText(/Audio file not found \(404\)/)).toBeVisible();
  },
};

export const Empty: Story = { decorators: [storyFrame(FRAME), storyApi(api(() => []))] };

/** Nothing generated yet for this script. */
export const NotGenerated: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(
      api(
        () => LINES.map((_, index) => audioLine(index, 'pending')),
        [
          {
            path: /\/audio-status$/,
            data: {
              overall_status: 'not_started',
              counts: { total: 6, pending: 6, processing: 0, completed: 0, error: 0 },
              reused: 0,
              reused_from: { draft: 0, run: 0 },
            },
          },
        ],
      ),
    ),
  ],
};

export const Loading: Story = { decorators: [storyFrame(FRAME), pendingApi] };

export const LoadFailed: Story = {
  decorators: [
    storyFrame(FRAME),
    storyApi(api(() => ALL, [{ path: /\/audio-urls$/, status: 500 }])),
  ],
};

export const WithoutDocument: Story = {
  decorators: [
    storyFrame({
      path: '/dashboard/process/scenes-preview',
      route: '/dashboard/process/scenes-preview',
    }),
  ],
};
