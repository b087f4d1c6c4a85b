import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { pendingApi } from '../../../app/story-pending-api';
import Listen from '../../../expose/Listen';
import { storyApi, toneUrl } from '../../audio/components/story-api';
import type { SharedReadData } from '../api/shared-api';

const FRAME = { path: '/listen/tok-1', route: '/listen/:token' };

const LINES: [string, string][] = [
  ['narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT'],
  ['MARA', 'Every night for thirty years.'],
  ['narrator', 'INT. LAMP ROOM - CONTINUOUS'],
  ['TOBIAS', 'MARA! THE LAMP IS OUT!'],
  ['narrator', 'EXT. HARBOUR - DAWN'],
  ['MARA', 'Hold on. The wick needs trimming, and the oil is nearly gone.'],
];

const scene = (heading: string, first: number) => ({
  heading,
  first_index: first,
  last_index: first + 1,
  pages: 0.25,
  estimated_s: 6,
  measured_s: 1.4,
});

const read = (over: Partial<SharedReadData> = {}): SharedReadData => ({
  title: 'The Lighthouse',
  allow_download: false,
  expires_at: '2026-12-09T00:00:00.000Z',
  urls_expire_at: '2026-11-26T01:00:00.000Z',
  lines: LINES.map(([actor, dialog], i) => ({
    _id: `s${i}`,
    scene_index: i,
    actor,
    dialog,
    kind: i % 2 === 0 ? 'scene_heading' : 'dialogue',
    audio_url: toneUrl(220 + i * 55),
    duration_s: 0.6,
    pause_after_ms: 100,
  })),
  runtime: {
    estimated_s: 18,
    measured_s: 4.2,
    scenes: [0, 2, 4].map((i) => scene(LINES[i][1], i)),
  },
  ...over,
});

const meta = {
  title: 'studio/Listen page',
  component: Listen,
  decorators: [storyFrame(FRAME)],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Listen>;

export default meta;
type Story = StoryObj<typeof meta>;

const shared = (status: number, data?: unknown) =>
  storyApi([
    { path: /^shared\/[^/]+$/, status, data },
    { method: 'POST', path: /^shared\/[^/]+\/notes$/, status: 201, data: { _id: 'n1' } },
    {
      method: 'POST',
      path: /^shared\/[^/]+\/download-audio$/,
      data: { download_url: toneUrl(440, 2) },
    },
  ]);

export const Filled: Story = { decorators: [shared(200, read())] };
export const WithDownload: Story = { decorators: [shared(200, read({ allow_download: true }))] };
export const Loading: Story = { decorators: [pendingApi] };
export const Empty: Story = {
  decorators: [
    shared(200, read({ lines: [], runtime: { estimated_s: 0, measured_s: null, scenes: [] } })),
  ],
};
export const NoLongerValid: Story = { decorators: [shared(404)] };
export const LoadFailed: Story = { decorators: [shared(500)] };
export const Phone: Story = {
  decorators: [shared(200, read())],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
