import { Button } from 'primereact/button';

import { ProgressTrack } from './progress-track';
import { stepProgressPercent } from './step-progress';

export interface StepProgressBarProps {
  steps: readonly string[];
  /** Zero-based index of the current step. */
  activeIndex: number;
  onBack?: () => void;
  onNext?: () => void;
  /** Label of the forward button before the last step. */
  nextLabel?: string;
}

/**
 * Step flow header: Back only after the first step; on the last step the forward
 * button reads 'Finished' and is disabled because there is nowhere further to go.
 */
export function StepProgressBar({
  steps,
  activeIndex,
  onBack,
  onNext,
  nextLabel = 'Next',
}: StepProgressBarProps) {
  const isLast = activeIndex >= steps.length - 1;
  const current = steps[activeIndex] ?? '';
  return (
    <div className="cms-step-progress">
      <ProgressTrack
        percent={stepProgressPercent(activeIndex, steps.length)}
        label="Progress"
        valueText={`Step ${activeIndex + 1} of ${steps.length}: ${current}`}
      />
      <ol className="cms-step-progress__steps">
        {steps.map((step, index) => (
          <li
            key={step}
            className={index <= activeIndex ? 'is-reached' : undefined}
            aria-current={index === activeIndex ? 'step' : undefined}
          >
            {step}
          </li>
        ))}
      </ol>
      <div className="cms-step-progress__actions">
        {activeIndex > 0 && (
          <Button type="button" label="Back" icon="pi pi-arrow-left" outlined onClick={onBack} />
        )}
        <Button
          type="button"
          className="cms-push-end"
          label={isLast ? 'Finished' : nextLabel}
          icon={isLast ? 'pi pi-check' : 'pi pi-arrow-right'}
          iconPos="right"
          disabled={isLast}
          onClick={onNext}
        />
      </div>
    </div>
  );
}
