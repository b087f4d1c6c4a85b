import type { Meta, StoryObj } from '@storybook/react-vite';

import { withPage } from '../../../testing/story-decorators';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'marketing/Site footer',
  component: SiteFooter,
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contact and Terms lead to their pages; the other links to the coming-soon page. */
export const Footer: Story = {};
