import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RemoteFallback } from '../remote-fallback';

describe('RemoteFallback', () => {
  it('says the area is unavailable and retries on request', async () => {
    const onRetry = jest.fn();
    render(<RemoteFallback area="Billing" onRetry={onRetry} />);
    const panel = screen.getByRole('alert', {
      name: 'This part of CastMyScript is unavailable right now.',
    });
    expect(panel).toHaveTextContent('Billing could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps error details collapsed until asked', async () => {
    render(<RemoteFallback area="Studio" onRetry={() => {}} error={new Error('ChunkLoadError')} />);
    const details = screen.getByText('Details').closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Details'));
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('ChunkLoadError')).toBeInTheDocument();
  });

  it('has no details section without an error, and describes non-Error values', () => {
    const { rerender } = render(<RemoteFallback area="Studio" onRetry={() => {}} />);
    expect(screen.queryByText('Details')).not.toBeInTheDocument();
    rerender(<RemoteFallback area="Studio" onRetry={() => {}} error={{ status: 503 }} />);
    expect(screen.getByText('{"status":503}')).toBeInTheDocument();
  });
});
