import { createStore } from '@castmyscript/api';
import type { SubscriptionRecord } from '@castmyscript/api/contract';
import { PageLoader } from '@castmyscript/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { record } from '../../../app/stories/story-data';
import { BillingPage } from '../../../shared/components/billing-page';
import { subscriptionsApi } from '../api/subscriptions-api';
import { PackagesPage } from './packages-page';

/** A store whose subscriptions list is already loaded, so the page shows it without a server. */
const storeWith = (subscriptions: SubscriptionRecord[]) => {
  const store = createStore();
  void store.dispatch(
    subscriptionsApi.util.upsertQueryData('getAllSubscriptions', undefined, subscriptions),
  );
  return store;
};

const meta = {
  title: 'billing/Packages',
  component: PackagesPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PackagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free: Subscribe Now on every paid plan, no pay-as-you-go discount. */
export const OnFree: Story = { decorators: [storyFrame({ store: storeWith([]) })] };

/** Starter: Downgrade / Current Plan / Upgrade, 20 % off pages. */
export const OnStarter: Story = {
  decorators: [storyFrame({ store: storeWith([record('starter_monthly')]) })],
};

export const OnPro: Story = {
  decorators: [storyFrame({ store: storeWith([record('pro_monthly')]) })],
};

export const OnPhone: Story = {
  ...OnStarter,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Loading: Story = {
  render: () => (
    <BillingPage title="Plans and pages">
      <PageLoader label="Loading your plan…" />
    </BillingPage>
  ),
};

/** No server in Storybook: the plan cannot be loaded, which shows 'Connection Error'. */
export const LoadFailed: Story = { decorators: [storyFrame()] };
