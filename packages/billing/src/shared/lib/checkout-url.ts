import { getApiBaseUrl } from '@castmyscript/api';
import { PAYMENT_PROVIDER_ORIGINS } from '@castmyscript/api/contract';

/**
 * Where a checkout address leads, or null when it must not be followed (the caller shows 'Error:
 * Invalid checkout URL received from server'). An address is resolved against the API it came
 * from, so the local checkout's relative address (PUBLIC_URL unset) works under whichever name
 * the app was opened; the result is followed only when it is http(s) on the page's own origin,
 * the API's origin, or the payment provider's. Empty, `javascript:`, protocol-relative `//host`
 * and every other origin are refused.
 */
export const checkoutTarget = (
  url: unknown,
  here: string = window.location.href,
): string | null => {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const apiBase = new URL(getApiBaseUrl(), here);
    const target = new URL(url, apiBase);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
    const allowed = [new URL(here).origin, apiBase.origin, ...PAYMENT_PROVIDER_ORIGINS];
    return allowed.includes(target.origin) ? target.href : null;
  } catch {
    return null;
  }
};
