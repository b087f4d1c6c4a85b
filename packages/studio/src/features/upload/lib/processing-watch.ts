/** Spec 2 §4 / §9: the first poll 10 s after the processing request, then every 10 s. */
export const POLL_INTERVAL_MS = 10_000;

export type StatusReport = { status: string; message?: string | null };

export type ProcessingOutcome =
  | { kind: 'completed' }
  | { kind: 'error'; message?: string | null }
  | { kind: 'payment_required'; message?: string | null }
  | { kind: 'poll_failed' };

type Deps = {
  /** One status read (GET documents/{id}/status); rejects when the call fails. */
  poll: () => Promise<StatusReport>;
  /** Opens the pushed status stream, if there is one; returns its close function. */
  openStream?: (onStatus: (report: StatusReport) => void) => () => void;
  onOutcome: (outcome: ProcessingOutcome) => void;
  intervalMs?: number;
};

/** The statuses that end the wait; anything else (pending, processing, …) means "ask again". */
export function outcomeOf(report: StatusReport): ProcessingOutcome | null {
  if (report.status === 'completed') return { kind: 'completed' };
  if (report.status === 'error' || report.status === 'failed')
    return { kind: 'error', message: report.message };
  if (report.status === 'payment_required')
    return { kind: 'payment_required', message: report.message };
  return null;
}

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
    if (outcome) settle(outcome);
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
