import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { withPage, withStore } from '../../../testing/story-decorators';
import { SupportDetails } from '../components/support-details';
import { ContactForm } from './contact-form';

const meta = {
  title: 'marketing/Contact',
  component: ContactForm,
  decorators: [withPage, withStore],
  parameters: { path: '/contact' },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: every field shows the spec's message. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /send message/i }));
    await expect(await canvas.findByText('Email is required')).toBeInTheDocument();
  },
};

/** The static support details shown beside the form. */
export const Support: Story = { render: () => <SupportDetails /> };
