import { createStore } from '@castmyscript/api';
import type { SubscriptionDetail } from '@castmyscript/api/contract';
import { PageLoader } from '@castmyscript/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { detail } from '../../../app/stories/story-data';
import { BillingPage } from '../../../shared/components/billing-page';
import { subscriptionDetailsApi } from '../api/subscription-details-api';
import { SubscriptionPage } from './subscription-page';

const storeWith = (subscription: SubscriptionDetail | null, paygo_credits = 40) => {
  const store = createStore();
  void store.dispatch(
    subscriptionDetailsApi.util.upsertQueryData('getSubscriptionDetails', undefined, {
      paygo_credits,
      subscription,
    }),
  );
  return store;
};

const meta = {
  title: 'billing/Subscription',
  component: SubscriptionPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPlan: Story = { decorators: [storyFrame({ store: storeWith(null, 0) })] };

/** 35 % used: green bar. */
export const Active: Story = { decorators: [storyFrame({ store: storeWith(detail()) })] };

/** 65 % used: yellow bar. */
export const MostlyUsed: Story = {
  decorators: [storyFrame({ store: storeWith(detail({ page_credits_used_this_month: 65 })) })],
};

/** 90 % used: red bar. */
export const NearlyEmpty: Story = {
  decorators: [storyFrame({ store: storeWith(detail({ page_credits_used_this_month: 90 })) })],
};

export const EndingSoon: Story = {
  decorators: [
    storyFrame({ store: storeWith(detail({ cancel_at_period_end: true, canceled_at: 1 })) }),
  ],
};

export const PastDue: Story = {
  decorators: [storyFrame({ store: storeWith(detail({ status: 'past_due' })) })],
};

export const OnPhone: Story = {
  ...EndingSoon,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Loading: Story = {
  render: () => (
    <BillingPage title="Manage Subscription">
      <PageLoader label="Loading your subscription…" />
    </BillingPage>
  ),
};

/** No server in Storybook: the details cannot be loaded, which shows 'Connection Error'. */
export const ConnectionError: Story = { decorators: [storyFrame()] };
