import type { DocumentStatusData } from '@castmyscript/api/contract';

/** The first poll 10 s after the processing request, then every 10 s. */
export const POLL_INTERVAL_MS = 10_000;

/** A status as GET status, the status stream and the process call answer it (the contract's). */
export type StatusReport = Pick<DocumentStatusData, 'status'> &
  Partial<Pick<DocumentStatusData, 'message'>>;

/**
 * The one shape between a status answer and UploadState: where a document's
 * processing stands (`uploaded` and `running` still wait), or which call failed.
 */
export type ProcessingOutcome =
  | { kind: 'uploaded' }
  | { kind: 'running' }
  | { kind: 'completed' }
  | { kind: 'error'; message?: string | null }
  | { kind: 'payment_required'; message?: string | null }
  | { kind: 'poll_failed' }
  | { kind: 'start_failed' }
  /** The server would not start it now (429: too many of the user's scripts are processing). */
  | { kind: 'start_refused'; message: string };

type Deps = {
  /** One status read (GET documents/{id}/status); rejects when the call fails. */
  poll: () => Promise<StatusReport>;
  /** Opens the pushed status stream, if there is one; returns its close function. */
  openStream?: (onStatus: (report: StatusReport) => void) => () => void;
  onOutcome: (outcome: ProcessingOutcome) => void;
  intervalMs?: number;
};

export function outcomeOf({ status, message }: StatusReport): ProcessingOutcome {
  switch (status) {
    case 'uploaded':
      return { kind: 'uploaded' };
    case 'pending':
    case 'processing':
      return { kind: 'running' };
    case 'completed':
      return { kind: 'completed' };
    case 'error':
      return { kind: 'error', message };
    case 'payment_required':
      return { kind: 'payment_required', message };
    default:
      // Not in the contract (an unvalidated poll answer): keep asking, as for pending.
      return { kind: 'running' };
  }
}

/** Whether the wait is over: anything but `uploaded` or `running`. */
export const isFinal = (outcome: ProcessingOutcome) =>
  outcome.kind !== 'uploaded' && outcome.kind !== 'running';

/**
 * Waits for a document's processing to end. The pushed stream lets the screen move on the moment
 * work finishes; the spec's 10 s poll keeps running beside it, because a stream can stall behind
 * a buffering proxy without ever failing. The first terminal status from either wins, once.
 * Returns `stop`, which cancels both.
 */
export function watchProcessing({
  poll,
  openStream,
  onOutcome,
  intervalMs = POLL_INTERVAL_MS,
}: Deps) {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closeStream: (() => void) | undefined;

  const stop = () => {
    done = true;
    if (timer) clearTimeout(timer);
    closeStream?.();
  };
  const settle = (outcome: ProcessingOutcome) => {
    if (done) return;
    stop();
    onOutcome(outcome);
  };
  const report = (value: StatusReport) => {
    const outcome = outcomeOf(value);
    if (isFinal(outcome)) settle(outcome);
  };
  const schedule = () => {
    timer = setTimeout(() => {
      poll().then(
        (value) => {
          if (done) return;
          report(value);
          if (!done) schedule();
        },
        () => settle({ kind: 'poll_failed' }),
      );
    }, intervalMs);
  };

  schedule();
  if (openStream) {
    closeStream = openStream(report);
    // The stream may have reported the end before its close function existed.
    if (done) closeStream();
  }
  return stop;
}
