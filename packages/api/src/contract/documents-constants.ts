import { SCRIPT_MAX_BYTES } from './validation-constants';

/**
 * The documents contract's plain values (documents.ts has the schemas). Kept apart from zod so a
 * screen that needs only a list or a message does not bundle zod: a schema built at module level
 * is code a bundler must keep.
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
  uploadUsed: 'This upload link has already been used. Please upload the file again.',
  notConfirmed: 'Confirm the upload before processing the document.',
  alreadyProcessed: 'This script has already been processed.',
  insufficientCredits: 'Insufficient credits - payment required',
  processingStarted: 'Processing started. Please wait...',
  processingCompleted: 'Processing completed successfully!',
  deleted: 'Document deleted.',
  renamed: 'Title saved.',
} as const;

/** A script's title, as the writer may set it (every draft of the script shows it). */
export const DOCUMENT_TITLE_MAX = 200;
export const TITLE_MESSAGES = {
  blank: 'Enter a title for the script.',
  tooLong: `A title is at most ${DOCUMENT_TITLE_MAX} characters.`,
} as const;

/** The completed-step names, in workflow order. */
export const DOCUMENT_STEPS = [
  'Document Uploaded',
  'Scene Extracted',
  'Voice Assigned',
  'Voice Generated',
] as const;
export type DocumentStep = (typeof DOCUMENT_STEPS)[number];

/** "Estimated time": file size in MB × 5 s, at least 10 s. */
export const estimatedProcessingSeconds = (bytes: number): number =>
  Math.max(10, Math.round((bytes / (1024 * 1024)) * 5));

/**
 * GET documents/{id}/events — `text/event-stream`, authenticated by the usual
 * `Authorization: Bearer` header (read it with fetch and the body's reader; EventSource cannot
 * send headers). Each event is `event: status` with `data:` one documentStatusData as JSON: the
 * current status at once, then one per change. The server ends the stream after a final status
 * (FINAL_DOCUMENT_STATUSES); lines starting with ':' are keep-alives. Polling GET status stays
 * the fallback when the stream fails.
 */
export const DOCUMENT_EVENT = 'status';
