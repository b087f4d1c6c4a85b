import { PLANS } from '@castmyscript/api/contract';

import { PLAN_ACTION_LABELS, planAction } from '../../../shared/lib/plan-action';

const labels = (current: string | null) =>
  Object.fromEntries(
    PLANS.map((plan) => [plan.name, PLAN_ACTION_LABELS[planAction(plan, current)]]),
  );

test('without a plan, Free is the current plan and every paid plan says Subscribe Now', () => {
  expect(labels(null)).toEqual({
    Free: 'Current Plan',
    Starter: 'Subscribe Now',
    Standard: 'Subscribe Now',
    Pro: 'Subscribe Now',
  });
});

test('on Free the same: Subscribe Now everywhere but Free', () => {
  expect(labels('free_monthly')).toEqual(labels(null));
});

test('an unknown package counts as no plan', () => {
  expect(labels('gold_yearly')).toEqual(labels(null));
});

test.each([
  [
    'starter_monthly',
    { Free: 'Downgrade', Starter: 'Current Plan', Standard: 'Upgrade', Pro: 'Upgrade' },
  ],
  [
    'standard_monthly',
    { Free: 'Downgrade', Starter: 'Downgrade', Standard: 'Current Plan', Pro: 'Upgrade' },
  ],
  [
    'pro_monthly',
    { Free: 'Downgrade', Starter: 'Downgrade', Standard: 'Downgrade', Pro: 'Current Plan' },
  ],
])('on %s the others go up or down by catalogue order', (current, expected) => {
  expect(labels(current)).toEqual(expected);
});
