import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { Pager, type PagerProps } from './pager';

const meta = {
  title: 'ui-kit/Pager',
  component: Pager,
  args: { current: 1, total: 10, onChange: fn(), variant: 'history' },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HistoryFewPages: Story = { args: { total: 4, current: 2 } };
export const HistoryManyPages: Story = { args: { total: 12, current: 6 } };
export const TransactionStart: Story = { args: { variant: 'transaction', total: 20 } };
export const TransactionMiddle: Story = { args: { variant: 'transaction', total: 20, current: 9 } };
export const TransactionEnd: Story = { args: { variant: 'transaction', total: 20, current: 20 } };

function Stateful(props: PagerProps) {
  const [page, setPage] = useState(1);
  return <Pager {...props} current={page} onChange={setPage} />;
}

export const Interactive: Story = {
  args: { variant: 'transaction', total: 25 },
  render: (args) => <Stateful {...args} />,
};
