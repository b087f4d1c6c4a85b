import { createStore } from '@castmyscript/api';
import type { CheckoutSessionData } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { SESSION_ID, session } from '../../../app/stories/story-data';
import { BillingPage } from '../../../shared/components/billing-page';
import { checkoutSessionApi } from '../api/checkout-session-api';
import { PaymentCancelPage } from './payment-cancel-page';
import { PaymentSuccessPage } from './payment-success-page';
import { PaymentFailedView, PaymentProcessingView } from './payment-success-views';

const storeWith = (data: CheckoutSessionData) => {
  const store = createStore();
  void store.dispatch(
    checkoutSessionApi.util.upsertQueryData('getCheckoutSession', SESSION_ID, data),
  );
  return store;
};
const successPath = `/dashboard/success?session_id=${SESSION_ID}`;

const meta = {
  title: 'billing/Payment result',
  component: PaymentSuccessPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens: the 3 s spinner, then the confirmed pay-as-you-go purchase. */
export const PagesBought: Story = {
  decorators: [storyFrame({ path: successPath, store: storeWith(session()) })],
};

export const PlanBought: Story = {
  args: { spinnerMs: 0 },
  decorators: [
    storyFrame({
      path: successPath,
      store: storeWith(
        session({
          package_type: 'subscription',
          package_name: 'starter_monthly',
          pages: null,
          amount_in_usd: 22,
        }),
      ),
    }),
  ],
};

export const Processing: Story = {
  render: () => (
    <BillingPage className="bil-result">
      <PaymentProcessingView reference={SESSION_ID.slice(0, 8)} />
    </BillingPage>
  ),
};

export const NotConfirmed: Story = {
  render: () => (
    <BillingPage className="bil-result">
      <PaymentFailedView reference={SESSION_ID.slice(0, 8)} message="Payment session not found" />
    </BillingPage>
  ),
};

export const Cancelled: Story = {
  render: () => <PaymentCancelPage />,
  decorators: [storyFrame({ path: '/dashboard/cancel' })],
};

export const CancelledOnPhone: Story = {
  ...Cancelled,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
