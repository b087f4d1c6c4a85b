import type { DocumentStatus } from '@castmyscript/api/contract';

export type DocumentStatusLook = {
  label: string;
  tone: 'neutral' | 'info' | 'success' | 'warning' | 'danger';
};

/** The history row's status chip (beyond the spec): a short word and a colour per status. */
const LOOKS: Record<DocumentStatus, DocumentStatusLook> = {
  uploaded: { label: 'Uploaded', tone: 'neutral' },
  pending: { label: 'Queued', tone: 'info' },
  processing: { label: 'Processing', tone: 'info' },
  completed: { label: 'Processed', tone: 'success' },
  error: { label: 'Failed', tone: 'danger' },
  payment_required: { label: 'Needs credits', tone: 'warning' },
};

export const documentStatusLook = (status: string): DocumentStatusLook =>
  Object.hasOwn(LOOKS, status)
    ? LOOKS[status as DocumentStatus]
    : { label: status, tone: 'neutral' };
