import type { DocumentStep } from '@castmyscript/api/contract';

export const HISTORY_PATH = '/dashboard/process-list';
export const UPLOAD_PATH = '/dashboard/process/upload';

/** "Process list resume": the page for the last completed step. */
const STEP_PAGES: Record<DocumentStep, string> = {
  'Document Uploaded': 'upload',
  'Scene Extracted': 'scenes',
  'Voice Assigned': 'assign-voice',
  'Voice Generated': 'scenes-preview',
};

const base = (documentId: string) => `/dashboard/process/${encodeURIComponent(documentId)}`;

/** Where Resume goes: the last step's page; any other step (or none) the document's upload page. */
export function resumePath(documentId: string, steps: readonly string[]): string {
  const last = steps.at(-1);
  const page =
    last && Object.hasOwn(STEP_PAGES, last) ? STEP_PAGES[last as DocumentStep] : 'upload';
  return `${base(documentId)}/${page}`;
}

/** Where a failed lookup goes. */
export const resumeErrorPath = (documentId: string) => `${base(documentId)}/error`;
