import { checkCard } from './local-card';

const NOW = new Date('2026-06-15T12:00:00Z');
const good = { name: 'Ada Writer', number: '4242 4242 4242 4242', expiry: '06/26', cvc: '123' };

describe('local test cards', () => {
  it('accepts the success card through the last day of its expiry month', () => {
    expect(checkCard(good, NOW)).toEqual({
      ok: true,
      card: { brand: 'Visa', last4: '4242', name: 'Ada Writer' },
    });
    expect(checkCard(good, new Date('2026-06-30T23:59:59Z')).ok).toBe(true);
    expect(checkCard(good, new Date('2026-07-01T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'Your card has expired.',
    });
  });

  it.each([
    [{ name: '  ' }, 'Enter the name on the card.'],
    [{ number: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ number: '4242' }, 'Your card number is invalid.'],
    [{ expiry: '13/30' }, "Your card's expiration date is invalid (MM/YY)."],
    [{ expiry: '2030-01' }, "Your card's expiration date is invalid (MM/YY)."],
    [{ cvc: '12' }, "Your card's security code is invalid."],
    [{ number: '4000 0000 0000 0002' }, 'Your card was declined.'],
    [{ number: '4000000000009995' }, 'Your card has insufficient funds.'],
  ])('refuses %p with a reason the page shows', (change, reason) => {
    expect(checkCard({ ...good, ...change }, NOW)).toEqual({ ok: false, reason });
  });

  it('names the brand and keeps only the last four digits', () => {
    const res = checkCard({ ...good, number: '5555-5555-5555-4444' }, NOW);
    expect(res).toEqual({
      ok: true,
      card: { brand: 'Mastercard', last4: '4444', name: 'Ada Writer' },
    });
  });
});
