import type { Meta, StoryObj } from '@storybook/react-vite';

import { CreditBar } from './credit-bar';

const meta = {
  title: 'ui-kit/CreditBar',
  component: CreditBar,
  args: { used: 10, total: 50, label: 'Monthly pages' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CreditBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Green: Story = {};
export const Yellow: Story = { args: { used: 30 } };
export const Red: Story = { args: { used: 45 } };
export const Exhausted: Story = { args: { used: 50 } };
export const NoAllowance: Story = { args: { used: 0, total: 0 } };
