import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { StepProgressBar, type StepProgressBarProps } from './step-progress-bar';

const steps = ['Upload', 'Parse', 'Voices', 'Listen'];

const meta = {
  title: 'ui-kit/StepProgressBar',
  component: StepProgressBar,
  args: { steps, activeIndex: 0, onBack: fn(), onNext: fn() },
} satisfies Meta<typeof StepProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};
export const MiddleStep: Story = { args: { activeIndex: 1 } };
export const LastStepFinished: Story = { args: { activeIndex: 3 } };

function Stateful(props: StepProgressBarProps) {
  const [active, setActive] = useState(0);
  return (
    <StepProgressBar
      {...props}
      activeIndex={active}
      onBack={() => setActive((i) => Math.max(0, i - 1))}
      onNext={() => setActive((i) => Math.min(steps.length - 1, i + 1))}
    />
  );
}

export const Interactive: Story = { render: (args) => <Stateful {...args} /> };
