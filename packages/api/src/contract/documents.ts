import { z } from 'zod';

import { carryOverLine } from './carry-over';
import {
  DOCUMENT_STATUSES,
  DOCUMENT_TITLE_MAX,
  SCRIPT_FORMATS,
  TITLE_MESSAGES,
} from './documents-constants';

/**
 * Uploading a script and processing it into scenes. All answers are inside the
 * envelope's `data`. The flow: presigned-upload (201) → PUT the raw bytes to `data.url` with
 * exactly
 * `data.headers` (upload progress is the client's own, e.g. XMLHttpRequest.upload.onprogress) →
 * confirm → process → status (poll) or events (push).
 */

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
  /**
   * Drafts, beside the spec's fields: the script the document is a draft of (its
   * first draft's id; a first draft's own), the draft it follows, and its number in the script.
   */
  script_id: z.string(),
  draft_of: z.string().nullable(),
  draft_number: z.number().int(),
  /**
   * How long the read runs, in seconds — measured once every read line is made
   * (pauses included), else estimated; null until the script is processed.
   */
  runtime_s: z.number().nullable().optional(),
  runtime_measured: z.boolean().optional(),
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
  /**
   * Pages of the standard layout (page-layout.ts) the credits paid so far cover; once edits lay
   * the lines out longer, Generate first charges the difference. Null for a document processed
   * before the rule (it is never charged for growth up to its first Generate).
   */
  pages_covered: z.number().int().nullable(),
  changes: draftChanges.nullable(),
});
export type DocumentData = z.infer<typeof documentData>;

/**
 * GET documents/{id}/changes — the lines the draft removed from the draft before it, as they read
 * there (they have no line of their own any more); empty for a first draft. Added and changed
 * lines are marked on the scenes list (`change`).
 */
export const removedLineData = z.object({
  actor: z.string(),
  dialog: z.string(),
  kind: z.string(),
  previous_index: z.number().int(),
});
/** A line this draft changed: its words in the draft before (its words now are on the scene). */
export const changedLineData = z.object({
  scene_id: z.string(),
  old_text: z.string(),
});
export const documentChangesData = z.object({
  changes: draftChanges.nullable(),
  removed: z.array(removedLineData),
  changed: z.array(changedLineData),
  /** In-app edits on the draft before that this draft's file lacks (carry-over.ts). */
  carry_over: z.array(carryOverLine),
});
export type DocumentChangesData = z.infer<typeof documentChangesData>;

/**
 * PATCH documents/{id} — renames the script: every draft of it shows the new title, and a later
 * draft's title page no longer replaces it. Blank or longer than DOCUMENT_TITLE_MAX: 400.
 */
export const renameDocumentBody = z.object({
  title: z
    .string(TITLE_MESSAGES.blank)
    .trim()
    .min(1, TITLE_MESSAGES.blank)
    .max(DOCUMENT_TITLE_MAX, TITLE_MESSAGES.tooLong),
});
export type RenameDocumentBody = z.infer<typeof renameDocumentBody>;

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
 * changed line. 402 'Insufficient credits - payment required' with data {status:
 * 'payment_required',
 * page_count, needed, available}. 422 with the parser's message when the file cannot be read
 * (nothing charged). 409 before confirm.
 */
export const processDocumentData = documentStatusData;
export const paymentRequiredData = documentStatusData.extend({
  needed: z.number().int(),
  available: z.number().int(),
});

/**
 * GET documents/{id}/quote — what Continue Processing will charge, before it does (honest pages):
 * the stored file is parsed and compared with the draft before it, but
 * nothing is charged or written. A later draft pays `pages_to_charge` = `changed_pages`, the pages
 * of its standard layout holding an added or changed line (0 for an unchanged draft); a first
 * draft pays its `page_count` (`changed_pages` and `changes` null). 409 before confirm or once
 * processed, 422 with the parser's message when the file cannot be read.
 */
export const documentQuoteData = z.object({
  document_id: z.string(),
  page_count: z.number().int(),
  pages_to_charge: z.number().int(),
  changed_pages: z.number().int().nullable(),
  changes: draftChanges.nullable(),
});
export type DocumentQuoteData = z.infer<typeof documentQuoteData>;

/** GET documents/{id}/completed/steps — `data` is the list of step names done, in order. */
export const completedStepsData = z.array(z.string());

/** DELETE documents/{id} — the document, its scenes and its stored files are gone. */
export const deleteDocumentData = z.object({ document_id: z.string() });
