import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { WorkflowStepper } from '../workflow-stepper';

describe('WorkflowStepper', () => {
  it('shows the four workflow steps in order', () => {
    render(<WorkflowStepper activeIndex={0} hasDocument />);
    const names = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(names).toEqual(['1Upload Script', '2Script Scenes', '3Assign Voices', '4Preview']);
  });

  it('disables steps 2 to 4 and Next without a document', () => {
    render(<WorkflowStepper activeIndex={0} hasDocument={false} />);
    expect(screen.getByRole('button', { name: /upload script/i })).toBeEnabled();
    for (const name of [/script scenes/i, /assign voices/i, /preview/i]) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('marks earlier steps completed and the current one as the step', () => {
    render(<WorkflowStepper activeIndex={2} hasDocument />);
    expect(screen.getByRole('button', { name: /upload script \(completed\)/i })).toBeEnabled();
    expect(screen.getByRole('button', { name: /script scenes \(completed\)/i })).toBeEnabled();
    expect(screen.getByRole('button', { name: /assign voices/i })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  });

  it('reports the chosen step and the Previous/Next presses; routing is the caller’s', async () => {
    const onSelect = jest.fn();
    const onPrevious = jest.fn();
    const onNext = jest.fn();
    render(
      <WorkflowStepper
        activeIndex={3}
        hasDocument
        onSelect={onSelect}
        onPrevious={onPrevious}
        onNext={onNext}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /script scenes/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSelect).toHaveBeenCalledWith(1);
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
