import { render, screen } from '@testing-library/react';

import { PageLoader } from '../page-loader';

describe('PageLoader', () => {
  it('announces a default label in a status region', () => {
    render(<PageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows a custom label', () => {
    render(<PageLoader label="Loading scenes, please wait a moment..." fullScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading scenes, please wait a moment...');
  });
});
