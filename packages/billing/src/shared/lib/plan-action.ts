import { FREE_PLAN, PLANS, type Plan } from '@castmyscript/api/contract';

export type PlanAction = 'subscribe' | 'current' | 'upgrade' | 'downgrade';

/** Plan button labels, word for word. */
export const PLAN_ACTION_LABELS: Record<PlanAction, string> = {
  subscribe: 'Subscribe Now',
  current: 'Current Plan',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
};

const rank = (packageName: string) => PLANS.findIndex((p) => p.package_name === packageName);

/**
 * What a plan card's button does for a user on `currentPackage`: "Current Plan" on
 * their own plan; "Subscribe Now" everywhere else while they have no paid plan (none counts as
 * Free: every account starts there); otherwise "Upgrade" or "Downgrade" by catalogue order.
 */
export const planAction = (plan: Plan, currentPackage: string | null): PlanAction => {
  const current =
    currentPackage && rank(currentPackage) >= 0 ? currentPackage : FREE_PLAN.package_name;
  if (plan.package_name === current) return 'current';
  if (current === FREE_PLAN.package_name) return 'subscribe';
  return rank(plan.package_name) > rank(current) ? 'upgrade' : 'downgrade';
};
