import type { SubscriptionRecord } from '@castmyscript/api/contract';

import { currentPlanOf } from '../lib/current-plan';

const record = (
  package_name: string,
  status: SubscriptionRecord['status'],
): SubscriptionRecord => ({
  _id: package_name + status,
  user_id: 'u1',
  package_name,
  status,
  current_period_start: 1_700_000_000,
  current_period_end: 1_702_592_000,
  cancel_at_period_end: false,
  canceled_at: null,
  created_at: 1_700_000_000,
});

test('no subscriptions means Free', () => {
  expect(currentPlanOf([]).name).toBe('Free');
});

test('the last entry is the current one', () => {
  expect(
    currentPlanOf([record('starter_monthly', 'canceled'), record('pro_monthly', 'active')]).name,
  ).toBe('Pro');
});

test.each(['canceled', 'incomplete', 'incomplete_expired', 'paused'] as const)(
  'a last entry that is %s leaves the user on Free',
  (status) => {
    expect(currentPlanOf([record('pro_monthly', status)]).name).toBe('Free');
  },
);

test.each(['active', 'trialing', 'past_due', 'unpaid'] as const)(
  'a %s plan still applies',
  (status) => {
    expect(currentPlanOf([record('standard_monthly', status)]).name).toBe('Standard');
  },
);
