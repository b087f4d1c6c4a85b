/** One line of the load table: a scenario (or the reads together) over one timed run. */
export type Figures = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers 304: the user's copy was current, no body sent. */
  notModified: number;
  /** What the errors were: an HTTP status, 'timeout' or 'connection error', with counts. */
  errorKinds: Record<string, number>;
};

/** Latencies and errors of one scenario as they come in. */
export class Recorder {
  readonly latenciesMs: number[] = [];
  readonly errorKinds: Record<string, number> = {};
  notModified = 0;

  response(status: number, ms: number): void {
    this.latenciesMs.push(ms);
    if (status === 304) this.notModified += 1;
    else if (status !== 200) this.error(String(status));
  }

  error(kind: string): void {
    this.errorKinds[kind] = (this.errorKinds[kind] ?? 0) + 1;
  }
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (n: number) => Math.round(n * 10) / 10;

export function summarize(name: string, recorders: Recorder[], durationS: number): Figures {
  const latencies = recorders.flatMap((r) => r.latenciesMs);
  const errorKinds: Record<string, number> = {};
  for (const r of recorders)
    for (const [kind, n] of Object.entries(r.errorKinds))
      errorKinds[kind] = (errorKinds[kind] ?? 0) + n;
  return {
    name,
    requests: latencies.length,
    rps: round(latencies.length / durationS),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    errors: Object.values(errorKinds).reduce((a, b) => a + b, 0),
    notModified: recorders.reduce((n, r) => n + r.notModified, 0),
    errorKinds,
  };
}
