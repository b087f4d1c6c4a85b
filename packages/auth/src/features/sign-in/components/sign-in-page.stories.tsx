import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { SignInPage } from './sign-in-page';
import { UnverifiedNotice } from './unverified-notice';

const meta = {
  title: 'auth/Sign in',
  component: SignInPage,
  decorators: [storyFrame({ path: '/sign-in' })],
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The 403 answer for an account whose email is not verified yet. */
export const Unverified: Story = {
  render: () => (
    <div style={{ maxWidth: 420, padding: 16 }}>
      <UnverifiedNotice
        message="Please verify your email before signing in."
        email="ada@example.com"
      />
    </div>
  ),
};
