import {
  DOCUMENT_STEPS,
  type DocumentData,
  type DocumentStatusData,
  type DocumentSummary,
  GENERIC_UPLOAD_TYPE,
  SCRIPT_EXTENSIONS,
  SCRIPT_TYPES,
} from '@castmyscript/api/contract';

import type { DocumentRow } from '../../db/schema';

/** Pure rules of the documents service, tested beside it. */

/**
 * Where a script's upload URL stores it; the document's key until confirm claims the upload into
 * a fresh `scripts/…` key that no URL was ever signed for (security check 41).
 */
export const scriptUploadKey = (userId: string, documentId: string) =>
  `uploads/scripts/${userId}/${documentId}`;

/**
 * A confirmed script's key: its owner, its document and a random part, fresh for each confirm
 * (two confirms at once never write one key); nothing of the user's file name is in it.
 */
export const scriptFileKey = (userId: string, documentId: string, attempt: string) =>
  `scripts/${userId}/${documentId}-${attempt}`;

const essence = (type: string) => type.split(';')[0].trim().toLowerCase();
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * The media type the upload URL is signed for, or undefined when the declared type is not a
 * script's. Browsers type FDX and Fountain files as '' (or octet-stream): those are accepted by
 * their extension and uploaded as octet-stream. Either way the stored bytes decide the format.
 */
export function uploadTypeFor(fileName: string, fileType: string): string | undefined {
  const type = essence(fileType);
  if ((SCRIPT_TYPES as readonly string[]).includes(type)) return type;
  if (type !== '' && type !== GENERIC_UPLOAD_TYPE) return undefined;
  const ext = extensionOf(fileName);
  return (SCRIPT_EXTENSIONS as readonly string[]).includes(ext) ? GENERIC_UPLOAD_TYPE : undefined;
}

/** The list's title: the (already sanitised) file name without its extension. */
export function titleOf(safeName: string): string {
  const ext = extensionOf(safeName);
  const base = ext && ext.length < safeName.length ? safeName.slice(0, -ext.length) : safeName;
  return base.trim() || safeName;
}

export function toSummary(row: DocumentRow): DocumentSummary {
  return {
    _id: row.id,
    title: row.title,
    file_name: row.fileName,
    format: row.format ?? null,
    created_at: row.createdAt.toISOString(),
    page_count: row.pageCount ?? null,
    status: row.status,
    message: row.message ?? null,
    // Documents from before drafts are their own first draft.
    script_id: row.scriptId ?? row.id,
    draft_of: row.draftOf ?? null,
    draft_number: row.draftNumber,
  };
}

/** GET documents/{id}: the document and its place among its script's drafts. */
export function toDocumentData(row: DocumentRow): DocumentData {
  return {
    _id: row.id,
    title: row.title,
    status: row.status,
    page_count: row.pageCount ?? null,
    created_at: row.createdAt.toISOString(),
    draft_of: row.draftOf ?? null,
    draft_number: row.draftNumber,
    pages_charged: row.chargedPages ?? 0,
    pages_covered: row.pagesCovered ?? null,
    changes: row.changes ?? null,
  };
}

export function toStatus(row: DocumentRow): DocumentStatusData {
  return {
    document_id: row.id,
    status: row.status,
    message: row.message ?? null,
    page_count: row.pageCount ?? null,
  };
}

/**
 * A step a later part of the workflow reports done (voices: "Voice Assigned", "Voice
 * Generated"). Registered by that work; asked only for documents whose lines exist.
 */
export type StepProbe = {
  step: (typeof DOCUMENT_STEPS)[number];
  done(documentId: string): Promise<boolean>;
};

/** The steps done so far, in workflow order; a later one implies the earlier. */
export async function completedSteps(row: DocumentRow, probes: StepProbe[]): Promise<string[]> {
  const steps: string[] = [];
  if (!row.confirmedAt) return steps;
  steps.push('Document Uploaded');
  if (row.status !== 'completed') return steps;
  steps.push('Scene Extracted');
  for (const probe of probes) {
    if (!(await probe.done(row.id))) break;
    steps.push(probe.step);
  }
  return steps;
}
