import type { TestCard } from '../payments-port';
import type { LocalCard } from './local-types';

/**
 * Test cards of the local checkout, numbered as card processors' test modes number them: 4242…
 * pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds.
 */
export const DECLINED: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

const brandOf = (n: string) =>
  n.startsWith('4')
    ? 'Visa'
    : /^5[1-5]/.test(n)
      ? 'Mastercard'
      : /^3[47]/.test(n)
        ? 'American Express'
        : 'Card';

/** Checks the form the way a card processor would; the reason is shown on the page. */
export function checkCard(
  card: TestCard,
  now: Date,
): { ok: true; card: LocalCard } | { ok: false; reason: string } {
  const name = card.name.trim();
  if (!name) return { ok: false, reason: 'Enter the name on the card.' };
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) {
    return { ok: false, reason: 'Your card number is invalid.' };
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, reason: "Your card's expiration date is invalid (MM/YY)." };
  }
  // A card is valid through the last day of its expiry month.
  const end = Date.UTC(2000 + Number(expiry[2]), month, 1);
  if (end <= now.getTime()) return { ok: false, reason: 'Your card has expired.' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { ok: false, reason: "Your card's security code is invalid." };
  }
  const declined = DECLINED[number];
  if (declined) return { ok: false, reason: declined };
  return { ok: true, card: { brand: brandOf(number), last4: number.slice(-4), name } };
}
