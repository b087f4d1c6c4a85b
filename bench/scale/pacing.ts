/**
 * The arithmetic of the load figures under faults and mixed work, kept apart from the runs so it can be tested: when an
 * open-loop client sends, how a run compares with the same run's idle figures, how many lines a
 * generation made per second, and how long memory is left to settle.
 */

/**
 * When client with `offsetMs` sends its `k`-th request (k from 0), `periodMs` apart from `startMs`.
 * A client that is late (its last answer came after this time) sends at once, and its latency is
 * counted from this time, not from the late send: a slow server then shows in the figures instead
 * of quietly lowering the rate the bench asks for.
 */
export function scheduledAt(startMs: number, offsetMs: number, periodMs: number, k: number) {
  return startMs + offsetMs + k * periodMs;
}

/** `during` over `idle`, to two decimals; NaN when either is missing or idle is zero. */
export function ratio(during: number, idle: number): number {
  if (!Number.isFinite(during) || !Number.isFinite(idle) || idle <= 0) return NaN;
  return Math.round((during / idle) * 100) / 100;
}

/** One look at a generation: seconds since the window opened and the lines made so far. */
export type Progress = { atS: number; made: number };

/**
 * Lines made per wall second over a window of samples: from the first sample to the one where
 * the count last moved (a generation that ends early is not charged for the idle time after it).
 * 0 when nothing was made.
 */
export function linesPerSecond(samples: Progress[]): number {
  if (samples.length < 2) return 0;
  const first = samples[0];
  const last = samples[samples.length - 1];
  const reached = samples.find((s) => s.made === last.made)!;
  const made = last.made - first.made;
  const seconds = reached.atS - first.atS;
  return made > 0 && seconds > 0 ? Math.round((made / seconds) * 100) / 100 : 0;
}

/**
 * Seconds to wait after the mixed load before the memory is read again: the issue's two minutes,
 * less on a short run, but never under the voice threads' idle limit (60 s) plus a few seconds,
 * or the figure would only show threads not yet let go.
 */
export function settleSeconds(durationS: number): number {
  return Math.min(120, Math.max(65, durationS * 2));
}
