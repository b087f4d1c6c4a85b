import { PLAN_BENEFITS, PLANS, planIncludes } from '../plans';

/** The catalogue tells one story: what a plan's benefits say, its card and its prices say too. */
describe('plan benefits', () => {
  it('are the three benefits the subscription page names, in their order', () => {
    expect(PLAN_BENEFITS.map((b) => b.name)).toEqual([
      'Priority processing',
      'Discount on additional pages',
      'Advanced analysis features',
    ]);
  });

  it.each(PLANS.map((plan) => [plan.name, plan] as const))(
    '%s includes the discount exactly when it has one and its card offers it',
    (_name, plan) => {
      const percent = Math.round(plan.paygoDiscount * 100);
      const cardOffers = plan.features.some(
        (f) => f.included && f.name === `${percent}% off extra pages`,
      );
      expect(planIncludes(plan, 'paygo_discount')).toBe(plan.paygoDiscount > 0);
      expect(cardOffers).toBe(plan.paygoDiscount > 0);
    },
  );

  it('names only benefits the page knows', () => {
    const keys = new Set<string>(PLAN_BENEFITS.map((b) => b.key));
    for (const plan of PLANS) for (const benefit of plan.benefits) expect(keys).toContain(benefit);
  });
});
