import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { storyFrame } from '../../../app/story-frame';
import { DraftCost } from './draft-cost';

const quote = (changed: number) => ({
  document_id: 'doc-2',
  page_count: 12,
  pages_to_charge: changed,
  changed_pages: changed,
  changes: { added: 1, changed: changed, removed: 0, unchanged: 140 },
});

const meta = {
  title: 'studio/Upload/Draft cost',
  component: DraftCost,
  decorators: [storyFrame()],
  args: { quote: quote(3), loading: false, error: undefined },
} satisfies Meta<typeof DraftCost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft's changed pages and their credits, before Continue Processing. */
export const ChangedPages: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 changed pages — 3 credits')).toBeVisible();
  },
};

export const OnePage: Story = { args: { quote: quote(1) } };

/** An unchanged draft. */
export const Free: Story = { args: { quote: quote(0) } };

export const Loading: Story = { args: { quote: undefined, loading: true } };

/** The parser cannot read the draft: its message, before anything is charged. */
export const Unreadable: Story = {
  args: {
    quote: undefined,
    error: {
      status: 422,
      data: { message: 'This PDF has no text layer — it looks scanned.' },
    },
  },
};
