import { render, screen } from '@testing-library/react';

import { HeroVisual } from '../hero-visual';

describe('HeroVisual', () => {
  it('draws the player paused, with Play, on a highlighted line', () => {
    const { container } = render(<HeroVisual />);
    expect(screen.getByRole('img', { name: /CastMyScript player/ })).toBeInTheDocument();
    expect(container.querySelector('.mkt-hero-visual__play')).toHaveClass('pi-play');
    expect(container.querySelector('.pi-pause')).toBeNull();
    expect(container.querySelectorAll('li.is-current')).toHaveLength(1);
  });
});
