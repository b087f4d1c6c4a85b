import { FREE_PLAN, PLANS, findPlan } from '@castmyscript/api/contract';
import { render, screen, within } from '@testing-library/react';

import { PaygoBreakdown } from '../components/paygo-breakdown';
import { validPages } from '../forms/paygo-schema';
import { paygoTierLabel } from '../lib/paygo-tier';

const row = (term: string | RegExp) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return within(dt.parentElement!).getByRole('definition').textContent;
};

/** Expected figures worked by hand from the catalogue's rates (rate × pages, less the plan's discount). */
test.each([
  [5, 'Free', '$1.00 per page (1–10 pages)', '$5.00', '$0.00', '$5.00'],
  [10, 'Free', '$1.00 per page (1–10 pages)', '$10.00', '$0.00', '$10.00'],
  [11, 'Free', '$0.90 per page (11–20 pages)', '$9.90', '$0.00', '$9.90'],
  [20, 'Free', '$0.90 per page (11–20 pages)', '$18.00', '$0.00', '$18.00'],
  [21, 'Free', '$0.75 per page (21–50 pages)', '$15.75', '$0.00', '$15.75'],
  [50, 'Free', '$0.75 per page (21–50 pages)', '$37.50', '$0.00', '$37.50'],
  [51, 'Free', '$0.60 per page (51+ pages)', '$30.60', '$0.00', '$30.60'],
  [1000, 'Free', '$0.60 per page (51+ pages)', '$600.00', '$0.00', '$600.00'],
  [25, 'Starter', '$0.75 per page (21–50 pages)', '$18.75', '−$3.75', '$15.00'],
  [25, 'Standard', '$0.75 per page (21–50 pages)', '$18.75', '−$5.62', '$13.13'],
  [25, 'Pro', '$0.75 per page (21–50 pages)', '$18.75', '−$7.50', '$11.25'],
  [11, 'Standard', '$0.90 per page (11–20 pages)', '$9.90', '−$2.97', '$6.93'],
])(
  '%i pages on %s: rate, subtotal, discount and total',
  (pages, planName, rate, subtotal, discount, total) => {
    const plan = PLANS.find((p) => p.name === planName)!;
    render(<PaygoBreakdown pages={pages} plan={plan} />);
    expect(row('Rate')).toBe(rate);
    expect(row(`Subtotal (${pages} pages)`)).toBe(subtotal);
    expect(row(/discount/)).toBe(discount);
    expect(row('Total')).toBe(total);
  },
);

test('the discount row names the plan and its percentage', () => {
  render(<PaygoBreakdown pages={25} plan={findPlan('pro_monthly')!} />);
  expect(screen.getByText('Pro plan discount (40%)')).toBeInTheDocument();
});

test('without a valid page count no price is shown', () => {
  render(<PaygoBreakdown pages={null} plan={FREE_PLAN} />);
  expect(screen.getByText('Enter a number of pages to see the price.')).toBeInTheDocument();
  expect(screen.queryByText('Total')).toBeNull();
});

test.each([
  ['', null],
  ['4', null],
  ['5', 5],
  ['1000', 1000],
  ['1001', null],
  ['7.5', null],
  ['abc', null],
])('validPages(%j) is %p', (raw, expected) => {
  expect(validPages(raw)).toBe(expected);
});

test.each([
  [1, '1–10 pages'],
  [10, '1–10 pages'],
  [11, '11–20 pages'],
  [50, '21–50 pages'],
  [51, '51+ pages'],
])('tier of %i pages is %s', (pages, label) => {
  expect(paygoTierLabel(pages)).toBe(label);
});
