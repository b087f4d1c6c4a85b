import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { pendingApi } from '../../../app/story-pending-api';
import Listen from '../../../expose/Listen';
import { storyApi, toneUrl } from '../../audio/components/story-api';
import type { SharedRead } from '../api/shared-api';

const FRAME = { path: '/listen/tok-1', route: '/listen/:token' };

const LINES: [string, string][] = [
  ['narrator', 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT'],
  ['MARA', 'Every night for thirty years.'],
  ['narrator', 'INT. LAMP ROOM - CONTINUOUS'],
  ['TOBIAS', 'MARA! THE LAMP IS OUT!'],
  ['narrator', 'EXT. HARBOUR - DAWN'],
  ['MARA', 'Hold on. The wick needs trimming, and the oil is nearly gone.'],
];

const read = (over: Partial<SharedRead> = {}): SharedRead => ({
  title: 'The Lighthouse',
  allow_download: false,
  lines: LINES.map(([actor, dialog], i) => ({
    _id: `s${i}`,
    scene_index: i,
    actor,
    dialog,
    audio_url: toneUrl(220 + i * 55),
  })),
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
  ]);

export const Filled: Story = { decorators: [shared(200, read())] };
export const WithDownload: Story = {
  decorators: [shared(200, read({ allow_download: true, download_url: toneUrl(440, 2) }))],
};
export const Loading: Story = { decorators: [pendingApi] };
export const Empty: Story = { decorators: [shared(200, read({ lines: [] }))] };
export const NoLongerValid: Story = { decorators: [shared(404)] };
export const LoadFailed: Story = { decorators: [shared(500)] };
export const Phone: Story = {
  decorators: [shared(200, read())],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
