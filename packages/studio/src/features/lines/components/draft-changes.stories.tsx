import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fn } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import { DraftChangesPanel } from './draft-changes';

const REMOVED = [
  { actor: 'TOBIAS', dialog: 'Who trimmed the wick?', kind: 'dialogue', previous_index: 4 },
  { actor: 'narrator', dialog: 'Silence.', kind: 'action', previous_index: 6 },
];

const meta = {
  title: 'studio/Script Scenes/What changed',
  component: DraftChangesPanel,
  decorators: [storyFrame()],
  args: {
    draftNumber: 2,
    changes: { added: 1, changed: 3, removed: 2, unchanged: 14 },
    removed: { lines: REMOVED, loading: false, failed: false, retry: fn() },
    changedOnly: false,
    onChangedOnly: fn(),
  },
} satisfies Meta<typeof DraftChangesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counts, the filter and the removed lines opened. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Removed lines (2)'));
    await expect(canvas.getByRole('list', { name: 'Removed lines' })).toBeVisible();
  },
};

export const ChangedOnly: Story = { args: { changedOnly: true } };

/** Nothing removed: no removed-lines section. */
export const NothingRemoved: Story = {
  args: {
    changes: { added: 2, changed: 0, removed: 0, unchanged: 9 },
    removed: { lines: [], loading: false, failed: false, retry: fn() },
  },
};

export const RemovedLoading: Story = {
  args: { removed: { lines: undefined, loading: true, failed: false, retry: fn() } },
  play: async ({ canvasElement }) => userEvent.click(within(canvasElement).getByText(/Removed/)),
};

export const RemovedFailed: Story = {
  args: { removed: { lines: undefined, loading: false, failed: true, retry: fn() } },
  play: async ({ canvasElement }) => userEvent.click(within(canvasElement).getByText(/Removed/)),
};

export const Phone: Story = { ...Filled, globals: { viewport: { value: 'phone' } } };
