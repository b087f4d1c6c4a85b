import type { Meta, StoryObj } from '@storybook/react-vite';

import { PageLoader } from './page-loader';

const meta = {
  title: 'ui-kit/PageLoader',
  component: PageLoader,
} satisfies Meta<typeof PageLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Loading scenes, please wait a moment...' } };
export const FullScreen: Story = {
  args: { fullScreen: true },
  parameters: { layout: 'fullscreen' },
};
