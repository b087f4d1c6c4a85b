import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const meta = {
  title: 'auth/Password reset',
  component: ForgotPasswordPage,
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = { decorators: [storyFrame({ path: '/forgot-password' })] };

export const ResetWithToken: Story = {
  render: () => <ResetPasswordPage />,
  decorators: [storyFrame({ path: '/reset-password?token=story-token' })],
};

/** No token in the address: the error shows (in the app it then goes to /sign-in). */
export const ResetMissingToken: Story = {
  render: () => <ResetPasswordPage />,
  decorators: [storyFrame({ path: '/reset-password' })],
};
