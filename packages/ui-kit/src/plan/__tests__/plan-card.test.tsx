import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';

import { PlanCard, type PlanCardPlan } from '../plan-card';

const plan = (overrides: Partial<PlanCardPlan> = {}): PlanCardPlan => ({
  name: 'Starter',
  package_name: 'starter_monthly',
  price: '$22',
  description: 'For writers with a draft a month.',
  color: '#4f46e5',
  monthlyCredits: 50,
  features: [
    { name: 'Premium voices', included: true },
    { name: 'Priority processing', included: false },
  ],
  ...overrides,
});

const renderCards = (...plans: PlanCardPlan[]) =>
  render(
    <ul>
      {plans.map((p) => (
        <PlanCard key={p.package_name} plan={p} block="x-plan" badgeLabel="Most popular">
          <button type="button">Choose {p.name}</button>
        </PlanCard>
      ))}
    </ul>,
  );

describe('PlanCard', () => {
  it('names the card by its plan and shows price, pages and each feature with its state', () => {
    renderCards(plan());
    const card = screen.getByRole('listitem', { name: 'Starter' });
    expect(within(card).getByTestId('plan-price')).toHaveTextContent('$22');
    expect(card).toHaveTextContent('$22 / month');
    expect(card).toHaveTextContent('For writers with a draft a month.');
    expect(card).toHaveTextContent('50 pages every month');
    const features = within(card).getAllByRole('listitem');
    expect(features.map((li) => li.textContent)).toEqual([
      'Included: Premium voices',
      'Not included: Priority processing',
    ]);
    expect(features[1]).toHaveClass('is-excluded');
    expect(within(card).getByRole('button', { name: 'Choose Starter' })).toBeInTheDocument();
  });

  it('marks only a plan with a badge as featured and shows the given badge text', () => {
    renderCards(plan({ badge: 'POPULAR' }), plan({ name: 'Free', package_name: 'free_monthly' }));
    const featured = screen.getByRole('listitem', { name: 'Starter' });
    const plain = screen.getByRole('listitem', { name: 'Free' });
    expect(featured).toHaveClass('x-plan', 'x-plan--featured');
    expect(within(featured).getByText('Most popular')).toHaveClass('x-plan__badge');
    expect(plain).not.toHaveClass('x-plan--featured');
    expect(within(plain).queryByText('Most popular')).toBeNull();
  });

  it('takes the border colour from the plan and adds the given classes', () => {
    render(
      <ul>
        <PlanCard plan={plan()} block="x-plan" badgeLabel="POPULAR" className="is-current">
          <span />
        </PlanCard>
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Starter' });
    expect(card).toHaveClass('x-plan', 'is-current');
    expect(card).toHaveStyle({ borderTopColor: '#4f46e5' });
  });

  it('has no axe violations', async () => {
    const { container } = renderCards(
      plan({ badge: 'POPULAR' }),
      plan({ name: 'Free', package_name: 'free_monthly' }),
    );
    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
