import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { CheckEmailPage } from './check-email-page';
import { VerifyView } from './verify-view';

const meta = {
  title: 'auth/Verification',
  component: VerifyView,
  decorators: [storyFrame({ storage: { email: 'ada@example.com' } })],
  args: { state: { status: 'verifying' }, deadline: null },
} satisfies Meta<typeof VerifyView>;

export default meta;
type Story = StoryObj<typeof meta>;

const inHours = (hours: number) => Date.now() + hours * 3600 * 1000;

export const Verifying: Story = { args: { deadline: inHours(23.5) } };
export const Verified: Story = { args: { state: { status: 'success' } } };
export const Failed: Story = {
  args: {
    state: { status: 'error', message: 'This verification link has already been used.' },
    deadline: inHours(2),
  },
};
export const LinkExpired: Story = {
  args: {
    state: { status: 'error', message: 'This verification link has expired.' },
    deadline: Date.now() - 1000,
  },
};
export const CheckYourEmail: Story = { render: () => <CheckEmailPage /> };
