import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { withPage } from '../../../testing/story-decorators';
import { SiteHeader } from './site-header';

/** A dark block standing in for the hero, so the transparent header has something behind it. */
const Backdrop = () => <div style={{ height: '24rem', background: '#0b1020' }} />;

const meta = {
  title: 'marketing/Site header',
  component: SiteHeader,
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <SiteHeader />
      <Backdrop />
    </>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of `/`: transparent over the hero. */
export const TopOfLanding: Story = { parameters: { path: '/' } };

/** Any other path: the dark bordered bar from the start. */
export const OtherPage: Story = { parameters: { path: '/terms' } };

/** Below the large breakpoint with the menu open (page scroll locked). */
export const MobileMenuOpen: Story = {
  parameters: { path: '/', viewport: { defaultViewport: 'phone' } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};
