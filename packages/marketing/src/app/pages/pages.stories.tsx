import type { Meta, StoryObj } from '@storybook/react-vite';

import { withPage, withStore } from '../../testing/story-decorators';
import { ComingSoonPage } from './coming-soon-page';
import { ContactPage } from './contact-page';
import { GetStartedPage } from './get-started-page';
import { LandingPage } from './landing-page';
import { TermsPage } from './terms-page';

/** Whole marketing pages as the shell mounts them. */
const meta = {
  title: 'marketing/Pages',
  decorators: [withPage, withStore],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = { parameters: { path: '/' }, render: () => <LandingPage /> };
export const GetStarted: Story = { parameters: { path: '/get-started' }, render: () => <GetStartedPage /> };
export const Terms: Story = { parameters: { path: '/terms' }, render: () => <TermsPage /> };
export const Contact: Story = { parameters: { path: '/contact' }, render: () => <ContactPage /> };
export const ComingSoon: Story = { parameters: { path: '/coming-soon' }, render: () => <ComingSoonPage /> };
