/**
 * The one plan and pricing catalogue. Server and front end both read it from here;
 * no other copy of a price may exist.
 */
export type PlanFeature = { name: string; included: boolean };

/**
 * The benefits the subscription page weighs each plan by, in the spec's order. A plan
 * lists only what the product really does for it: no queue is ordered by plan and every script
 * gets the same analysis, so no plan includes those two yet (docs/decisions.md, "Plans tell one
 * story").
 */
export const PLAN_BENEFITS = [
  { key: 'priority_processing', name: 'Priority processing' },
  { key: 'paygo_discount', name: 'Discount on additional pages' },
  { key: 'advanced_analysis', name: 'Advanced analysis features' },
] as const;

export type PlanBenefit = (typeof PLAN_BENEFITS)[number]['key'];

export type Plan = {
  name: string;
  package_name: 'free_monthly' | 'starter_monthly' | 'standard_monthly' | 'pro_monthly';
  /** Monthly price in US dollars. */
  amount: number;
  price: string;
  description: string;
  color: string;
  badge?: 'POPULAR';
  monthlyCredits: number;
  /** Pay-as-you-go discount as a fraction (0.2 = 20 %). */
  paygoDiscount: number;
  canDownload: boolean;
  features: PlanFeature[];
  /** Which of `PLAN_BENEFITS` the plan includes. */
  benefits: readonly PlanBenefit[];
};

export const PLANS: readonly Plan[] = [
  {
    name: 'Free',
    package_name: 'free_monthly',
    amount: 0,
    price: '$0',
    description: 'Try a table read of a short script.',
    color: '#64748b',
    monthlyCredits: 5,
    paygoDiscount: 0,
    canDownload: false,
    benefits: [],
    features: [
      { name: 'Basic voices', included: true },
      { name: 'Community support', included: true },
      { name: 'Online listening only', included: true },
      { name: 'Audio download', included: false },
    ],
  },
  {
    name: 'Starter',
    package_name: 'starter_monthly',
    amount: 22,
    price: '$22',
    description: 'For writers hearing a draft every month.',
    color: '#6366f1',
    badge: 'POPULAR',
    monthlyCredits: 50,
    paygoDiscount: 0.2,
    canDownload: true,
    benefits: ['paygo_discount'],
    features: [
      { name: 'Premium voices', included: true },
      { name: 'Audio download', included: true },
      { name: 'Priority email support', included: true },
      { name: '20% off extra pages', included: true },
    ],
  },
  {
    name: 'Standard',
    package_name: 'standard_monthly',
    amount: 40,
    price: '$40',
    description: 'For busy writers and small productions.',
    color: '#0ea5e9',
    monthlyCredits: 100,
    paygoDiscount: 0.3,
    canDownload: true,
    benefits: ['paygo_discount'],
    features: [
      { name: 'Premium voices', included: true },
      { name: 'Audio download', included: true },
      { name: 'API access', included: true },
      { name: 'Priority support', included: true },
      { name: '30% off extra pages', included: true },
    ],
  },
  {
    name: 'Pro',
    package_name: 'pro_monthly',
    amount: 70,
    price: '$70',
    description: 'For producers reading whole slates.',
    color: '#f59e0b',
    monthlyCredits: 180,
    paygoDiscount: 0.4,
    canDownload: true,
    benefits: ['paygo_discount'],
    features: [
      { name: 'Premium voices', included: true },
      { name: 'Audio download', included: true },
      { name: 'Dedicated support', included: true },
      { name: 'Custom integrations', included: true },
      { name: '40% off extra pages', included: true },
    ],
  },
] as const;

export const FREE_PLAN = PLANS[0];

export const planIncludes = (plan: Plan, benefit: PlanBenefit): boolean =>
  plan.benefits.includes(benefit);

export const findPlan = (packageName: string): Plan | undefined =>
  PLANS.find((p) => p.package_name === packageName);
