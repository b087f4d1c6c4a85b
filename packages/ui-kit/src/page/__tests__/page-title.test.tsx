import { render, screen } from '@testing-library/react';

import { PageTitle } from '../page-title';

describe('PageTitle', () => {
  it('names the page with one level-one heading and its lead', () => {
    render(<PageTitle id="t" title="Manage Subscription" lead="Your plan and its pages." />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Manage Subscription' });
    expect(heading).toHaveAttribute('id', 't');
    expect(heading.closest('.cms-page-title')).toHaveTextContent('Your plan and its pages.');
  });

  it('leaves the lead out when there is none', () => {
    const { container } = render(<PageTitle title="Dashboard" />);
    expect(container.querySelector('.cms-page-title__lead')).toBeNull();
  });
});
