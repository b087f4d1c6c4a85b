import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { PlanBenefits } from './plan-benefits';

const meta = {
  title: 'billing/Subscription/Plan benefits',
  component: PlanBenefits,
  decorators: [storyFrame()],
} satisfies Meta<typeof PlanBenefits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starter: Story = { args: { packageName: 'starter_monthly' } };
export const Pro: Story = { args: { packageName: 'pro_monthly' } };
export const Free: Story = { args: { packageName: 'free_monthly' } };
