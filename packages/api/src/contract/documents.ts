import { z } from 'zod';

import { SCRIPT_MAX_BYTES } from './validation';

/**
 * Spec 2 §3, §4, §7: uploading a script and processing it into scenes. All answers are inside the
 * envelope's `data`. The flow: presigned-upload (201) → PUT the raw bytes to `data.url` with exactly
 * `data.headers` (upload progress is the client's own, e.g. XMLHttpRequest.upload.onprogress) →
 * confirm → process → status (poll) or events (push).
 */

/**
 * uploaded: stored and confirmed, not processed yet; pending: charged, waiting for the parser;
 * processing: being parsed; completed: scenes readable; error: failed, `message` says why (any
 * credits charged were given back); payment_required: not enough page credits, nothing charged.
 */
export const DOCUMENT_STATUSES = [
  'uploaded',
  'pending',
  'processing',
  'completed',
  'error',
  'payment_required',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** After these the status no longer changes by itself: stop polling, the event stream ends. */
export const FINAL_DOCUMENT_STATUSES: readonly DocumentStatus[] = [
  'completed',
  'error',
  'payment_required',
];

export const SCRIPT_FORMATS = ['pdf', 'docx', 'txt', 'fdx', 'fountain'] as const;
export type ScriptFormat = (typeof SCRIPT_FORMATS)[number];

/** Declared media types the server accepts (beyond the spec: Final Draft FDX and Fountain). */
export const SCRIPT_TYPES = [
  'application/pdf',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/xml',
  'text/xml',
  'text/x-fountain',
] as const;

/**
 * Browsers give FDX and Fountain files no type (''): send them as this type, with one of
 * SCRIPT_EXTENSIONS in the name. The server always decides the format from the bytes.
 */
export const GENERIC_UPLOAD_TYPE = 'application/octet-stream';
export const SCRIPT_EXTENSIONS = ['.pdf', '.txt', '.docx', '.fdx', '.fountain'] as const;
/** For `<input type="file" accept=…>`. */
export const SCRIPT_ACCEPT = [...SCRIPT_EXTENSIONS, ...SCRIPT_TYPES].join(',');

export { SCRIPT_MAX_BYTES };

/** Server messages (the spec's words where it has them; §8 "Upload"). */
export const DOCUMENT_MESSAGES = {
  unsupportedType: 'Unsupported file format. Please use PDF, TXT, DOCX, FDX or Fountain.',
  tooLarge: 'File size must be less than 10MB',
  emptyFile: 'The file is empty.',
  notFound: 'Document not found.',
  notUploaded: 'The file has not been uploaded yet.',
  notConfirmed: 'Confirm the upload before processing the document.',
  insufficientCredits: 'Insufficient credits - payment required',
  processingStarted: 'Processing started. Please wait...',
  processingCompleted: 'Processing completed successfully!',
  deleted: 'Document deleted.',
} as const;

/** Spec 2 §3: the completed-step names, in workflow order. */
export const DOCUMENT_STEPS = [
  'Document Uploaded',
  'Scene Extracted',
  'Voice Assigned',
  'Voice Generated',
] as const;
export type DocumentStep = (typeof DOCUMENT_STEPS)[number];

/** Spec 2 §4 "Estimated time": file size in MB × 5 s, at least 10 s. */
export const estimatedProcessingSeconds = (bytes: number): number =>
  Math.max(10, Math.round((bytes / (1024 * 1024)) * 5));

/** POST documents/presigned-upload. Type and size are checked by the server: 415 and 413. */
export const presignedUploadBody = z.object({
  file_name: z.string().min(1, 'No file selected for upload.').max(1024),
  file_type: z.string().max(255),
  file_size: z.number().int().nonnegative(),
  /** Drafts: the upload is the next draft of this document (the caller's own, else 404). */
  draft_of: z.string().max(64).optional(),
});
export type PresignedUploadBody = z.infer<typeof presignedUploadBody>;

/** 201. PUT the raw file to `url` with exactly `headers`; above `max_bytes` the PUT gets 413. */
export const presignedUploadData = z.object({
  url: z.string(),
  document_id: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
  max_bytes: z.number(),
});
export type PresignedUploadData = z.infer<typeof presignedUploadData>;

/** One document as lists, confirm and delete show it. `title` is the sanitised name, no extension. */
export const documentSummary = z.object({
  _id: z.string(),
  title: z.string(),
  file_name: z.string(),
  format: z.enum(SCRIPT_FORMATS).nullable(),
  created_at: z.string(),
  page_count: z.number().int().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  message: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;

/** A draft's lines against the draft before it, counted (null for a first draft). */
export const draftChanges = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
});
export type DraftChanges = z.infer<typeof draftChanges>;

/** GET documents/{id} — one document with its place among the script's drafts. */
export const documentData = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  page_count: z.number().int().nullable(),
  created_at: z.string(),
  draft_of: z.string().nullable(),
  draft_number: z.number().int(),
  pages_charged: z.number().int(),
  changes: draftChanges.nullable(),
});
export type DocumentData = z.infer<typeof documentData>;

/** GET documents/ — newest first. */
export const documentsListData = z.object({ documents: z.array(documentSummary) });

/**
 * POST documents/{id}/confirm (200) — the stored bytes are sniffed: a file that is not a script
 * gets 415 naming what it is; a DOCX that would expand too far gets 422.
 */
export const confirmDocumentData = documentSummary;

/**
 * GET documents/{id}/status, and the body of each status event. `message` is the reason for
 * error and payment_required.
 */
export const documentStatusData = z.object({
  document_id: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  message: z.string().nullable(),
  page_count: z.number().int().nullable(),
});
export type DocumentStatusData = z.infer<typeof documentStatusData>;

/**
 * POST documents/{id}/process: parses the script, then charges its pages and writes its lines in
 * one go. 200 with status completed (or the current status — processing — when a run is already
 * under way: never charged twice). A later draft is charged only the pages holding an added or
 * changed line. 402 'Insufficient credits - payment required' with data {status: 'payment_required',
 * page_count, needed, available}. 422 with the parser's message when the file cannot be read
 * (nothing charged). 409 before confirm.
 */
export const processDocumentData = documentStatusData;
export const paymentRequiredData = documentStatusData.extend({
  needed: z.number().int(),
  available: z.number().int(),
});

/** GET documents/{id}/completed/steps — `data` is the list of step names done, in order. */
export const completedStepsData = z.array(z.string());

/** DELETE documents/{id} — the document, its scenes and its stored files are gone. */
export const deleteDocumentData = z.object({ document_id: z.string() });

/**
 * GET documents/{id}/events — `text/event-stream`, authenticated by the usual
 * `Authorization: Bearer` header (read it with fetch and the body's reader; EventSource cannot
 * send headers). Each event is `event: status` with `data:` one documentStatusData as JSON: the
 * current status at once, then one per change. The server ends the stream after a final status
 * (FINAL_DOCUMENT_STATUSES); lines starting with ':' are keep-alives. Polling GET status stays
 * the fallback when the stream fails.
 */
export const DOCUMENT_EVENT = 'status';
