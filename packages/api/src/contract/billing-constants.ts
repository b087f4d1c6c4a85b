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
} as const;

/** The package_name of a pay-as-you-go purchase (plans use their catalogue package_name). */
export const PAYGO_PACKAGE_NAME = 'paygo';
