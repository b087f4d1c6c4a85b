import { findPlan } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { NOW_S } from '../../app/stories/story-data';
import { ProrationDialog } from './proration-dialog';

const meta = {
  title: 'billing/Plan change/Proration preview',
  component: ProrationDialog,
  args: {
    currentPlan: findPlan('starter_monthly')!,
    change: {
      plan: findPlan('pro_monthly')!,
      preview: {
        immediate_charge: 31.2,
        proration_amount: 31.2,
        next_billing_amount: 70,
        next_billing_date: NOW_S + 20 * 86_400,
        proration_date: NOW_S,
      },
    },
    updating: false,
    onConfirm: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof ProrationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upgrade: Story = {};
export const Updating: Story = { args: { updating: true } };
export const UpdateFailed: Story = {
  args: { error: 'Failed to update subscription. You have no active subscription.' },
};
