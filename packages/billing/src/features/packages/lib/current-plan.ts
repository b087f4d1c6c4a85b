import {
  findPlan,
  FREE_PLAN,
  type Plan,
  type SubscriptionRecord,
} from '@castmyscript/api/contract';

/**
 * Statuses under which the plan still applies, as the server counts them (a late payment keeps
 * the plan while the provider retries). A subscription cancelled at period end stays `active`
 * until then; `canceled` and the never-paid ones mean the user is back on Free.
 */
const PLAN_KEPT = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/** The last entry of the subscriptions list is the current one. */
export const currentPlanOf = (subscriptions: readonly SubscriptionRecord[]): Plan => {
  const last = subscriptions.at(-1);
  if (!last || !PLAN_KEPT.has(last.status)) return FREE_PLAN;
  return findPlan(last.package_name) ?? FREE_PLAN;
};
