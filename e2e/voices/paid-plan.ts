import { expect, type Page } from '@playwright/test';

import { expectPaymentSuccess, payOnLocalCheckout } from '../billing/billing-helpers';
import { asWriter, type Session } from './voice-session';

/**
 * Puts the writer on Starter the way a buyer does it: a checkout session from the API, then the
 * local provider's hosted checkout page, paid with its test card form.
 * Needs the billing routes of.
 */
export const subscribeToStarter = async (page: Page, session: Session) => {
  const answer = await asWriter(page.request, session).post('payment/create-checkout-session', {
    package_type: 'subscription',
    package_details: { package_name: 'starter_monthly' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { url } = (await answer.json()).data as { url: string };
  await page.goto(url);
  await payOnLocalCheckout(page);
  await expectPaymentSuccess(page);
};
