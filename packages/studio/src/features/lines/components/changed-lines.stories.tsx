import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import { ChangedLines } from './changed-lines';

const LINES = [
  {
    lineId: 's2',
    index: 1,
    actor: 'narrator',
    before: 'Waves hammer the cliffs below.',
    after: 'Waves hammer the rocks below.',
  },
  {
    lineId: 's3',
    index: 2,
    actor: 'MARA',
    before: 'Every night for thirty years.',
    after: 'Every single night for thirty long years, and never once dark.',
  },
  {
    lineId: 's4',
    index: 3,
    actor: 'TOBIAS',
    before: 'The old lamp is out!',
    after: 'The lamp is out!',
  },
];

const meta = {
  title: 'studio/Script Scenes/Changed lines',
  component: ChangedLines,
  decorators: [storyFrame()],
  args: { lines: LINES, loading: false, failed: false, onRetry: fn() },
} satisfies Meta<typeof ChangedLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Old and new words side by side, deleted words struck in the old, inserted ones marked. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('cliffs', { selector: 'del' })).toBeVisible();
    await expect(canvas.getByText('rocks', { selector: 'ins' })).toBeVisible();
  },
};

export const Empty: Story = { args: { lines: [] } };

export const Loading: Story = { args: { lines: undefined, loading: true } };

export const Failed: Story = { args: { lines: undefined, failed: true } };

/** At phone width the old words sit above the new. */
export const Phone: Story = { ...Filled, globals: { viewport: { value: 'phone' } } };
