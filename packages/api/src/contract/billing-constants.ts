import { PAYGO_MAX_PAGES, PAYGO_MIN_PAGES } from './paygo';

/**
 * The billing texts and names the screens show as well as the server. Apart from billing.ts on
 * purpose: a module without zod schemas, so a front end that needs only these does not bundle zod
 * (a schema built at module level is code a bundler must keep).
 */
export const BILLING_MESSAGES = {
  paygoMin: `Please enter at least ${PAYGO_MIN_PAGES} pages`,
  paygoMax: `You can buy at most ${PAYGO_MAX_PAGES} pages at a time`,
  pagesWhole: 'Pages must be a whole number',
  badPrice: 'package_price must be an amount in US dollars',
  priceChanged: (current: string) =>
    `The price of this order is ${current} now; review it and confirm again.`,
  unknownPlan: 'Unknown plan',
  unknownPack: 'Unknown pay-as-you-go pack',
  pagesNotForPlans: 'pages_buy is only for pay-as-you-go',
  currentPlan: 'This is already your current plan.',
  noSubscription: 'You have no active subscription.',
  cancelled:
    "Your subscription has been canceled successfully. You'll maintain access until the end of your billing period.",
  alreadyCancelled: 'Your subscription is already set to end at the end of the billing period.',
  planUpdated: (planName: string) => `Your plan has been updated to ${planName}.`,
  sessionNotFound: 'Payment session not found',
  alreadySubscribed: 'You already have a plan. Use Upgrade or Downgrade to change it.',
  /** A second plan paid while one is live is refused or refunded (security check 44). */
  secondPlanRefused:
    'You already have a plan, so this payment was not taken. Use Upgrade or Downgrade to change it.',
  /** The success page of a second plan's checkout (Stripe took the money; it goes back). */
  secondPlanPaymentRefunded:
    'You already have a plan, so this payment is refunded to your card. Use Upgrade or Downgrade to change it.',
  secondPlanRefunded: (plan: string, current: string) =>
    `Your payment for the ${plan} plan was refunded: you already have the ${current} plan. Use Upgrade or Downgrade to change it.`,
  checkoutReplaced:
    'This checkout was replaced by a newer one and can no longer be paid. Start again from the plans page.',
} as const;

/** The package_name of a pay-as-you-go purchase (plans use their catalogue package_name). */
export const PAYGO_PACKAGE_NAME = 'paygo';
