/** The four studio steps, in order. */
export const WORKFLOW_STEPS = [
  'Upload Script',
  'Script Scenes',
  'Assign Voices',
  'Preview',
] as const;

export type WorkflowStepState = 'completed' | 'active' | 'upcoming' | 'disabled';

/**
 * How one workflow step is shown: every step after Upload is disabled while there is
 * no document to work on, and only with a document do earlier steps count as completed.
 */
export function workflowStepState(
  index: number,
  activeIndex: number,
  hasDocument: boolean,
): WorkflowStepState {
  if (index === activeIndex) return 'active';
  if (!hasDocument) return index === 0 ? 'upcoming' : 'disabled';
  return index < activeIndex ? 'completed' : 'upcoming';
}
