import { screen, within } from '@testing-library/react';

import { PLANS } from '@castmyscript/api/contract';
import { renderPage } from '@castmyscript/test-utils';

import { Pricing } from '../pricing';

const cards = () =>
  within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('listitem', { name: /./ });

test('shows the four catalogue plans in catalogue order', () => {
  renderPage(<Pricing />, { route: false });
  expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Free',
    'Starter',
    'Standard',
    'Pro',
  ]);
});

test('each card shows the catalogue price, pages and features of its plan', () => {
  renderPage(<Pricing />, { route: false });
  expect(cards()).toHaveLength(PLANS.length);
  cards().forEach((card, index) => {
    const plan = PLANS[index];
    expect(within(card).getByTestId('plan-price')).toHaveTextContent(plan.price);
    expect(card).toHaveTextContent(`${plan.monthlyCredits} pages every month`);
    for (const feature of plan.features) {
      expect(within(card).getByText(feature.name, { exact: false })).toBeInTheDocument();
    }
  });
  // The catalogue's values as the product sets them: a change there must be a deliberate one.
  expect(screen.getAllByTestId('plan-price').map((p) => p.textContent)).toEqual([
    '$0',
    '$22',
    '$40',
    '$70',
  ]);
});

test('only Starter carries the popular badge', () => {
  renderPage(<Pricing />, { route: false });
  const badged = cards().filter((card) => within(card).queryByText('Most popular'));
  expect(badged.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Starter']);
});

test('features a plan lacks are announced as not included', () => {
  renderPage(<Pricing />, { route: false });
  const free = cards()[0];
  expect(within(free).getByText('Audio download', { exact: false })).toHaveTextContent(
    'Not included: Audio download',
  );
});

test('the pay-as-you-go line reads its rates from the catalogue tiers', () => {
  renderPage(<Pricing />, { route: false });
  expect(screen.getByText(/pay-as-you-go pages from/)).toHaveTextContent(
    'from $1.00 down to $0.60 a page (minimum 5)',
  );
});
