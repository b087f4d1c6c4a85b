import type { SubscriptionDetail } from '@castmyscript/api/contract';
import { render, screen } from '@testing-library/react';

import { ActiveSubscription } from '../components/active-subscription';
import { EndingSoonBanner } from '../components/ending-soon-banner';
import { badgeLabel, badgeTone, canCancel } from '../lib/subscription-status';

const NOW = new Date('2025-03-01T12:00:00Z');
const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

const sub = (over: Partial<SubscriptionDetail> = {}): SubscriptionDetail => ({
  status: 'active',
  package_name: 'standard_monthly',
  page_credits_this_month: 100,
  page_credits_used_this_month: 0,
  current_period_end: at('2025-03-20T12:00:00Z'),
  cancel_at_period_end: false,
  canceled_at: null,
  ...over,
});

test.each([
  ['active', false, 'active', 'Active', true],
  ['active', true, 'ending', 'Ending Soon', false],
  ['canceled', false, 'ending', 'Ending Soon', false],
  ['past_due', false, 'other', 'Past due', false],
  ['trialing', false, 'other', 'Trialing', false],
] as const)(
  'status %s, cancelling %s → %s badge %j, cancel %s',
  (status, cancelling, tone, label, cancel) => {
    const s = { status, cancel_at_period_end: cancelling };
    expect(badgeTone(s)).toBe(tone);
    expect(badgeLabel(s)).toBe(label);
    expect(canCancel(s)).toBe(cancel);
  },
);

test.each([
  ['2025-03-01T12:00:01Z', '1 day'],
  ['2025-03-02T12:00:00Z', '1 day'],
  ['2025-03-02T12:00:01Z', '2 days'],
  ['2025-03-11T00:00:00Z', '10 days'],
  ['2025-02-28T00:00:00Z', '0 days'],
])('days remaining to %s are rounded up: %s', (end, text) => {
  render(<EndingSoonBanner planName="Pro" periodEnd={at(end)} now={NOW} />);
  expect(screen.getByTestId('days-remaining')).toHaveTextContent(`${text} remaining.`);
});

test.each([
  [49, 'green'],
  [50, 'yellow'],
  [79, 'yellow'],
  [80, 'red'],
  [100, 'red'],
])('%i %% of the monthly pages used colours the bar %s', (used, colour) => {
  render(
    <ActiveSubscription
      subscription={sub({ page_credits_used_this_month: used })}
      paygoCredits={0}
      now={NOW}
    />,
  );
  const bar = screen.getByRole('progressbar', { name: 'Monthly pages used' });
  expect(bar).toHaveAttribute('aria-valuenow', String(used));
  expect(bar.firstElementChild).toHaveClass(`cms-track__fill--${colour}`);
  expect(screen.getByTestId('pages-remaining')).toHaveTextContent(String(100 - used));
});
