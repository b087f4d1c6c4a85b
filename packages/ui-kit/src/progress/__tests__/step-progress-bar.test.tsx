import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { StepProgressBar } from '../step-progress-bar';

const steps = ['Upload', 'Parse', 'Voices', 'Listen'];

describe('StepProgressBar', () => {
  it('fills the bar in proportion to (active + 1) / steps', () => {
    render(<StepProgressBar steps={steps} activeIndex={1} />);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('highlights step names up to the active one', () => {
    render(<StepProgressBar steps={steps} activeIndex={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.classList.contains('is-reached'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
  });

  it('hides Back on the first step', () => {
    render(<StepProgressBar steps={steps} activeIndex={0} />);
    expect(screen.queryByRole('button', { name: /back/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next/i })).toBeEnabled();
  });

  it('calls Back and Next', async () => {
    const onBack = jest.fn();
    const onNext = jest.fn();
    render(<StepProgressBar steps={steps} activeIndex={2} onBack={onBack} onNext={onNext} />);
    await userEvent.click(screen.getByRole('button', { name: /back/i }));
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("reads 'Finished' and is disabled on the last step", () => {
    render(<StepProgressBar steps={steps} activeIndex={3} />);
    expect(screen.getByRole('button', { name: /finished/i })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /next/i })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
