/** Where each workflow step lives (routes), in stepper order. */
const STEP_SEGMENTS = ['upload', 'scenes', 'assign-voice', 'scenes-preview'] as const;

export const UPLOAD_PATH = '/dashboard/process/upload';
/** Next on the last step leads to the transaction page. */
export const AFTER_LAST_STEP_PATH = '/dashboard/transaction';
export const PACKAGES_PATH = '/dashboard/packages';

export const LAST_STEP = STEP_SEGMENTS.length - 1;

/** The path of step `index` for a document; without one only the Upload step has a path. */
export function stepPath(index: number, documentId?: string): string {
  if (index > LAST_STEP) return AFTER_LAST_STEP_PATH;
  if (!documentId) return UPLOAD_PATH;
  const step = STEP_SEGMENTS[Math.max(0, index)];
  return `/dashboard/process/${encodeURIComponent(documentId)}/${step}`;
}

export const linesPath = (documentId: string) => stepPath(1, documentId);
export const assignVoicePath = (documentId: string) => stepPath(2, documentId);

/** The query parameter that makes the Upload step send the next draft of a document. */
export const DRAFT_OF_PARAM = 'draft_of';

/** The Upload step for the next draft of `documentId`. */
export const newDraftPath = (documentId: string) =>
  `${UPLOAD_PATH}?${DRAFT_OF_PARAM}=${encodeURIComponent(documentId)}`;
