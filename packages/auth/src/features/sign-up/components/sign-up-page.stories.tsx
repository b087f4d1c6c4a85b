import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { SignUpPage } from './sign-up-page';

const meta = {
  title: 'auth/Sign up',
  component: SignUpPage,
  decorators: [storyFrame({ path: '/sign-up' })],
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
