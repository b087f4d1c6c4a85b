import { createStore } from '@castmyscript/api';
import type { TransactionRecord } from '@castmyscript/api/contract';
import { PageLoader } from '@castmyscript/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { transactions } from '../../../app/stories/story-data';
import { BillingPage } from '../../../shared/components/billing-page';
import { transactionsApi } from '../api/transactions-api';
import { TransactionsPage } from './transactions-page';

const storeWith = (list: TransactionRecord[]) => {
  const store = createStore();
  void store.dispatch(transactionsApi.util.upsertQueryData('getAllTransactions', undefined, list));
  return store;
};

const meta = {
  title: 'billing/Transactions',
  component: TransactionsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page; every fifth purchase has no receipt yet. */
export const Few: Story = { decorators: [storyFrame({ store: storeWith(transactions(6)) })] };

/** 9 pages of 16: the pager with first, last, neighbours and the go-to box. */
export const ManyPages: Story = {
  decorators: [storyFrame({ store: storeWith(transactions(140)) })],
};

export const OnPhone: Story = {
  ...Few,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Empty: Story = { decorators: [storyFrame({ store: storeWith([]) })] };

export const Loading: Story = {
  render: () => (
    <BillingPage title="Transactions">
      <PageLoader label="Loading your transactions…" />
    </BillingPage>
  ),
};

/** No server in Storybook: 'Failed to fetch transactions'. */
export const LoadFailed: Story = { decorators: [storyFrame()] };
