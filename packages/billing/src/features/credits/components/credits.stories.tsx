import { createStore } from '@castmyscript/api';
import type { CreditsData } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { creditsApi } from '../api/credits-api';
import { CreditsGate } from './credits-gate';
import { CreditsSummary } from './credits-summary';

const storeWith = (credits: CreditsData) => {
  const store = createStore();
  void store.dispatch(creditsApi.util.upsertQueryData('getCredits', undefined, credits));
  return store;
};

const meta = {
  title: 'billing/Credits',
  component: CreditsSummary,
} satisfies Meta<typeof CreditsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {
  decorators: [
    storyFrame({
      store: storeWith({
        paygo_credits: 25,
        page_credits_this_month: 50,
        page_credits_used_this_month: 12,
      }),
    }),
  ],
};

/** No server in Storybook: the call fails, which the header shows as nothing at all. */
export const SummaryFailed: Story = { decorators: [storyFrame()] };

export const Gate: Story = {
  render: () => <CreditsGate />,
  decorators: [
    storyFrame({
      store: storeWith({
        paygo_credits: 0,
        page_credits_this_month: 5,
        page_credits_used_this_month: 5,
      }),
    }),
  ],
};
