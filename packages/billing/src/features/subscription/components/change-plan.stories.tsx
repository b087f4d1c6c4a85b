import { findPlan } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { ChangePlan } from './change-plan';

/** The buttons only: MSW is not wired into Storybook, so the preview dialog has its own story. */
const meta = {
  title: 'billing/Subscription/Change plan',
  component: ChangePlan,
  decorators: [storyFrame()],
} satisfies Meta<typeof ChangePlan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromStarter: Story = { args: { currentPlan: findPlan('starter_monthly')! } };
export const FromStandard: Story = { args: { currentPlan: findPlan('standard_monthly')! } };
export const OnPhone: Story = {
  ...FromStandard,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
