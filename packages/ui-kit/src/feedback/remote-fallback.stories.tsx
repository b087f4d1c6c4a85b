import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { RemoteFallback } from './remote-fallback';

const meta = {
  title: 'ui-kit/RemoteFallback',
  component: RemoteFallback,
  args: { area: 'Billing', onRetry: fn() },
} satisfies Meta<typeof RemoteFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutDetails: Story = {};
export const WithError: Story = {
  args: {
    area: 'Studio',
    error: new Error('Loading script "studio/remoteEntry.js" failed (ChunkLoadError).'),
  },
};
