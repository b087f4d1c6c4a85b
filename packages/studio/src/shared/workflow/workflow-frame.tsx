import { WorkflowStepper } from '@castmyscript/ui-kit';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { UploadRequired } from './upload-required';
import { LAST_STEP, stepPath } from './workflow-paths';

import '../components/studio.css';

type Props = {
  /** Zero-based step: 0 Upload Script, 1 Script Scenes, 2 Assign Voices, 3 Preview. */
  step: number;
  documentId?: string;
  /** Lets a page hold navigation back, e.g. to confirm leaving unsaved edits. */
  beforeLeave?: () => Promise<boolean>;
  children: ReactNode;
};

/**
 * Every studio step inside the four-step stepper. Steps 2–4 need a document: without
 * one the page is replaced by the "Upload Required" panel. The stepper itself is ui-kit's and
 * does no routing; the paths are decided here.
 */
export const WorkflowFrame = ({ step, documentId, beforeLeave, children }: Props) => {
  const navigate = useNavigate();
  const go = async (index: number) => {
    if (index === step) return;
    if (beforeLeave && !(await beforeLeave())) return;
    navigate(stepPath(index, documentId));
  };
  const missing = step > 0 && !documentId;
  return (
    <div className="cms-studio" data-remote="studio">
      <WorkflowStepper
        activeIndex={step}
        hasDocument={!!documentId}
        onSelect={(index) => void go(index)}
        onPrevious={() => void go(Math.max(0, step - 1))}
        onNext={() => void go(Math.min(LAST_STEP + 1, step + 1))}
      />
      {missing ? <UploadRequired /> : children}
    </div>
  );
};
