import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { withPage, withStore } from '../../../testing/story-decorators';
import { NotifyMeForm } from './notify-me-form';

/** On the coming-soon page the box sits on the dark page hero. */
const meta = {
  title: 'marketing/Notify me',
  component: NotifyMeForm,
  decorators: [
    (Story) => (
      <div className="mkt-page-hero" style={{ padding: '2rem' }}>
        <Story />
      </div>
    ),
    withPage,
    withStore,
  ],
} satisfies Meta<typeof NotifyMeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify Me' }));
    await expect(await canvas.findByText('Invalid email address')).toBeInTheDocument();
  },
};
