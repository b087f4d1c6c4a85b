import type { ProcessingOutcome } from './processing-watch';
import { RESUME_MESSAGES, UPLOAD_MESSAGES } from './upload-messages';

/** "Upload": file selected, uploading, uploaded, analyzing, then an outcome. */
export type UploadPhase =
  | 'empty'
  | 'selected'
  | 'uploading'
  | 'uploaded'
  | 'analyzing'
  | 'completed'
  | 'error'
  | 'payment_required';

export type Notice = { tone: 'info' | 'success' | 'error'; text: string };

export type UploadState = {
  file: File | null;
  phase: UploadPhase;
  /** The file is stored and confirmed: Upload stays off, Continue Processing may go on. */
  uploaded: boolean;
  /** Share of the file's bytes sent, 0–1. */
  progress: number;
  documentId: string | null;
  notice: Notice | null;
};

export type UploadAction =
  | { type: 'picked'; file: File }
  | { type: 'rejected'; message: string }
  | { type: 'uploadStarted' }
  | { type: 'progress'; fraction: number }
  | { type: 'uploaded'; documentId: string }
  | { type: 'uploadFailed'; message: string }
  | { type: 'processingStarted'; documentId: string }
  | { type: 'failed'; message: string }
  | { type: 'processed'; outcome: ProcessingOutcome }
  | { type: 'resumed'; documentId: string; outcome: ProcessingOutcome };

export const initialUploadState: UploadState = {
  file: null,
  phase: 'empty',
  uploaded: false,
  progress: 0,
  documentId: null,
  notice: null,
};

const error = (text: string): Notice => ({ tone: 'error', text });

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'picked':
      // A new file resets uploaded, progress and error.
      return { ...initialUploadState, file: action.file, phase: 'selected' };
    case 'rejected':
      return { ...initialUploadState, notice: error(action.message) };
    case 'uploadStarted':
      return { ...state, phase: 'uploading', progress: 0, notice: null };
    case 'progress':
      return { ...state, progress: Math.max(state.progress, Math.min(1, action.fraction)) };
    case 'uploaded':
      return {
        ...state,
        phase: 'uploaded',
        uploaded: true,
        progress: 1,
        documentId: action.documentId,
        notice: { tone: 'success', text: UPLOAD_MESSAGES.uploaded(state.file?.name ?? 'script') },
      };
    case 'uploadFailed':
      return {
        ...state,
        phase: 'error',
        uploaded: false,
        progress: 0,
        notice: error(action.message),
      };
    case 'processingStarted':
      return {
        ...state,
        phase: 'analyzing',
        documentId: action.documentId,
        notice: { tone: 'info', text: UPLOAD_MESSAGES.processingStarted },
      };
    case 'failed':
      return failed(state, action.message);
    case 'processed':
      return processed(state, action.outcome);
    case 'resumed':
      return resumed(action);
  }
}

const failed = (state: UploadState, message: string): UploadState => ({
  ...state,
  phase: 'error',
  notice: error(message),
});

/** The end of the wait after Continue Processing; `uploaded` and `running` change nothing. */
function processed(state: UploadState, outcome: ProcessingOutcome): UploadState {
  switch (outcome.kind) {
    case 'completed':
      return {
        ...state,
        phase: 'completed',
        notice: { tone: 'success', text: UPLOAD_MESSAGES.completed },
      };
    case 'payment_required':
      return {
        ...state,
        phase: 'payment_required',
        notice: error(UPLOAD_MESSAGES.paymentRequired),
      };
    case 'error':
      return failed(state, UPLOAD_MESSAGES.processingFailed(outcome.message || 'Unknown error'));
    case 'poll_failed':
      return failed(state, UPLOAD_MESSAGES.pollFailed);
    case 'start_failed':
      return failed(state, UPLOAD_MESSAGES.startFailed);
    case 'start_refused':
      return failed(state, outcome.message || UPLOAD_MESSAGES.startFailed);
    case 'uploaded':
    case 'running':
      return state;
  }
}

/** A document opened from history at the Upload step picks up where it stopped. */
function resumed({ documentId, outcome }: Extract<UploadAction, { type: 'resumed' }>): UploadState {
  const base = { ...initialUploadState, documentId, uploaded: true, progress: 1 };
  switch (outcome.kind) {
    case 'running':
      return {
        ...base,
        phase: 'analyzing',
        notice: { tone: 'info', text: UPLOAD_MESSAGES.processingStarted },
      };
    case 'completed':
      return {
        ...base,
        phase: 'completed',
        notice: { tone: 'success', text: RESUME_MESSAGES.done },
      };
    case 'error':
      return failed(base, UPLOAD_MESSAGES.processingFailed(outcome.message ?? 'unknown error'));
    case 'payment_required':
      return failed(base, UPLOAD_MESSAGES.paymentRequired);
    default:
      return { ...base, phase: 'uploaded', notice: { tone: 'info', text: RESUME_MESSAGES.ready } };
  }
}

/** Upload is off until a file is chosen, while loading, and after the upload. */
export const canUpload = (state: UploadState) =>
  !!state.file && !state.uploaded && state.phase !== 'uploading' && state.phase !== 'analyzing';

/** Continue Processing only after the upload and not while analyzing. */
export const canContinue = (state: UploadState) =>
  state.uploaded && !['analyzing', 'completed', 'payment_required'].includes(state.phase);
