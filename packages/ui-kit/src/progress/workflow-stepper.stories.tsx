import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { WorkflowStepper, type WorkflowStepperProps } from './workflow-stepper';
import { WORKFLOW_STEPS } from './workflow-steps';

const meta = {
  title: 'ui-kit/WorkflowStepper',
  component: WorkflowStepper,
  args: { activeIndex: 0, hasDocument: true, onSelect: fn(), onPrevious: fn(), onNext: fn() },
} satisfies Meta<typeof WorkflowStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UploadWithoutDocument: Story = { args: { hasDocument: false } };
export const UploadWithDocument: Story = {};
export const AssignVoices: Story = { args: { activeIndex: 2 } };
export const Preview: Story = { args: { activeIndex: 3 } };
export const LaterStepWithoutDocument: Story = { args: { activeIndex: 2, hasDocument: false } };

const last = WORKFLOW_STEPS.length - 1;

function Stateful(props: WorkflowStepperProps) {
  const [active, setActive] = useState(0);
  return (
    <WorkflowStepper
      {...props}
      activeIndex={active}
      onSelect={setActive}
      onPrevious={() => setActive((i) => Math.max(0, i - 1))}
      onNext={() => setActive((i) => Math.min(last, i + 1))}
    />
  );
}

export const Interactive: Story = { render: (args) => <Stateful {...args} /> };
