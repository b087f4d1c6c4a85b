import { render, screen, within } from '@testing-library/react';

import { PlanBenefits } from '../components/plan-benefits';

/** Benefits, marked per plan from the catalogue the plan cards read. */
const marks = (packageName: string) => {
  render(<PlanBenefits packageName={packageName} />);
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

test.each([
  ['starter_monthly', '20%'],
  ['standard_monthly', '30%'],
  ['pro_monthly', '40%'],
])(
  '%s: its discount is included, priority processing and advanced analysis are not',
  (name, pct) => {
    expect(marks(name)).toEqual([
      'Priority processingNot included',
      `${pct} discount on additional pagesIncluded`,
      'Advanced analysis featuresNot included',
    ]);
  },
);

test('Free includes none of the three', () => {
  expect(marks('free_monthly')).toEqual([
    'Priority processingNot included',
    'Discount on additional pagesNot included',
    'Advanced analysis featuresNot included',
  ]);
});

test('a package the catalogue does not know is promised nothing', () => {
  expect(marks('studio_yearly_v2').every((text) => text?.endsWith('Not included'))).toBe(true);
});

test('the heading names the list', () => {
  render(<PlanBenefits packageName="starter_monthly" />);
  expect(screen.getByRole('heading', { name: 'Benefits' })).toBeInTheDocument();
});
