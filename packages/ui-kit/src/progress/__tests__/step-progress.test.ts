import { stepProgressPercent } from '../step-progress';
import { workflowStepState } from '../workflow-steps';

describe('stepProgressPercent', () => {
  it('fills (active + 1) / steps', () => {
    expect(stepProgressPercent(0, 4)).toBe(25);
    expect(stepProgressPercent(1, 4)).toBe(50);
    expect(stepProgressPercent(3, 4)).toBe(100);
    expect(stepProgressPercent(0, 3)).toBe(33);
  });

  it('clamps out-of-range steps and handles an empty flow', () => {
    expect(stepProgressPercent(9, 4)).toBe(100);
    expect(stepProgressPercent(-1, 4)).toBe(25);
    expect(stepProgressPercent(0, 0)).toBe(0);
  });
});

describe('workflowStepState', () => {
  it('marks earlier steps completed and later ones upcoming with a document', () => {
    expect([0, 1, 2, 3].map((i) => workflowStepState(i, 2, true))).toEqual([
      'completed',
      'completed',
      'active',
      'upcoming',
    ]);
  });

  it('disables steps 2 to 4 without a document', () => {
    expect([0, 1, 2, 3].map((i) => workflowStepState(i, 0, false))).toEqual([
      'active',
      'disabled',
      'disabled',
      'disabled',
    ]);
    expect(workflowStepState(0, 2, false)).toBe('upcoming');
  });
});
