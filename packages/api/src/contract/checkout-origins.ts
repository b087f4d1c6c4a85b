/**
 * The only foreign origin a checkout address may lead to: Stripe's hosted Checkout. The local
 * provider's checkout is served by this app, so its address is on the app's own origin (relative
 * when PUBLIC_URL is unset). A front end refuses any other origin, so a bad answer can never send
 * a buyer to a look-alike payment page.
 */
export const PAYMENT_PROVIDER_ORIGINS: readonly string[] = ['https://checkout.stripe.com'];
