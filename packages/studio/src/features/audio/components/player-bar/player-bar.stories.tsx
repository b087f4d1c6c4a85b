import type { Meta, StoryObj } from '@storybook/react-vite';

import type { Segment } from '../../lib/segments';
import { PlayerBar } from './player-bar';

const current: Segment = {
  scene_id: 's2',
  scene_index: 1,
  actor: 'MARA',
  dialog: 'Every night for thirty years, the lamp has turned and nobody has asked why.',
  kind: 'dialogue',
  audio_url: 'line-2.mp3',
  status: 'completed',
  duration_s: 3.2,
  pause_after_ms: 350,
  speed: '1',
  src: 'line-2.mp3',
  speedBusy: false,
};

const none = { count: 0, skipped: 0, generating: false, busy: false, error: null };

const meta = {
  title: 'studio/Player bar',
  component: PlayerBar,
  args: {
    current,
    playing: true,
    canPlay: true,
    position: 74,
    total: 342,
    scenes: [
      { title: 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT', first: 0 },
      { title: 'INT. LAMP ROOM - CONTINUOUS', first: 6 },
    ],
    scene: 0,
    rate: 1.5,
    missing: none,
    onToggle: () => undefined,
    onPlayAll: () => undefined,
    onLine: () => undefined,
    onSeek: () => undefined,
    onScene: () => undefined,
    onRate: () => undefined,
    onMake: () => undefined,
  },
} satisfies Meta<typeof PlayerBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};
export const NothingPlaying: Story = { args: { current: undefined, playing: false, position: 0 } };
export const NeedsAudio: Story = { args: { missing: { ...none, count: 3, skipped: 3 } } };
export const Generating: Story = {
  args: { missing: { ...none, count: 3, skipped: 3, generating: true } },
};
export const GenerateFailed: Story = {
  args: {
    missing: {
      ...none,
      count: 3,
      skipped: 3,
      error: 'The missing lines could not be generated. Please try again.',
    },
  },
};
export const NoAudioYet: Story = {
  args: { current: undefined, playing: false, canPlay: false, position: 0, total: 0 },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
