import { Button } from 'primereact/button';

import { ProgressTrack } from './progress-track';
import { stepProgressPercent } from './step-progress';
import { WORKFLOW_STEPS, workflowStepState } from './workflow-steps';

export interface WorkflowStepperProps {
  /** Zero-based index of the current step (0 Upload Script … 3 Preview). */
  activeIndex: number;
  /** Without a document only the Upload step can be chosen. */
  hasDocument: boolean;
  /** Called with the chosen step's index; the caller does the routing. */
  onSelect?: (index: number) => void;
  onPrevious?: () => void;
  /** On the last step the caller sends the user to the transaction page. */
  onNext?: () => void;
}

/** The studio's four-step navigator. Presentational: it never routes by itself. */
export function WorkflowStepper({
  activeIndex,
  hasDocument,
  onSelect,
  onPrevious,
  onNext,
}: WorkflowStepperProps) {
  const count = WORKFLOW_STEPS.length;
  return (
    <nav className="cms-workflow" aria-label="Workflow steps">
      <ol className="cms-workflow__steps">
        {WORKFLOW_STEPS.map((name, index) => {
          const state = workflowStepState(index, activeIndex, hasDocument);
          return (
            <li key={name} className={`cms-workflow__step is-${state}`}>
              <button
                type="button"
                className="cms-workflow__button"
                disabled={state === 'disabled'}
                aria-current={state === 'active' ? 'step' : undefined}
                onClick={() => onSelect?.(index)}
              >
                <span className="cms-workflow__number" aria-hidden="true">
                  {state === 'completed' ? <i className="pi pi-check" /> : index + 1}
                </span>
                <span className="cms-workflow__name">{name}</span>
                {state === 'completed' && <span className="cms-visually-hidden"> (completed)</span>}
              </button>
            </li>
          );
        })}
      </ol>
      <ProgressTrack
        percent={stepProgressPercent(activeIndex, count)}
        label="Workflow progress"
        valueText={`Step ${activeIndex + 1} of ${count}: ${WORKFLOW_STEPS[activeIndex] ?? ''}`}
      />
      <div className="cms-workflow__actions">
        <Button
          type="button"
          label="Previous"
          icon="pi pi-arrow-left"
          outlined
          disabled={activeIndex <= 0}
          onClick={onPrevious}
        />
        <Button
          type="button"
          className="cms-push-end"
          label="Next"
          icon="pi pi-arrow-right"
          iconPos="right"
          disabled={!hasDocument}
          onClick={onNext}
        />
      </div>
    </nav>
  );
}

/** Alias under the name the studio brief uses. */
export { WorkflowStepper as Stepper };
