import { render, screen } from '@testing-library/react';

import { CreditBar } from '../credit-bar';

describe('CreditBar', () => {
  it('exposes usage on an accessible progress bar', () => {
    render(<CreditBar used={20} total={50} label="Monthly pages" />);
    const bar = screen.getByRole('progressbar', { name: 'Monthly pages' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '20 of 50 pages used (40%)');
    expect(screen.getByText('20 of 50 pages used')).toBeInTheDocument();
  });

  it.each([
    [10, 'green'],
    [30, 'yellow'],
    [40, 'red'],
  ])('colours %i of 50 used %s', (used, colour) => {
    const { container } = render(<CreditBar used={used} total={50} />);
    expect(container.querySelector('.cms-track__fill')).toHaveClass(`cms-track__fill--${colour}`);
  });
});
