import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { SupportDialog } from './support-dialog';

const meta = {
  title: 'auth/Support dialog',
  component: SupportDialog,
  decorators: [storyFrame()],
  args: { visible: true, onHide: () => undefined },
} satisfies Meta<typeof SupportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
