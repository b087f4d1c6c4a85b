import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * A small hand-written Prometheus registry (text exposition format 0.0.4): counters, histograms
 * and gauges read at scrape time. Enough for this app; no client library needed.
 */
type Labels = Record<string, string>;

const escapeLabel = (v: string) =>
  v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelText = (labels: Labels) => {
  const entries = Object.entries(labels);
  return entries.length ? `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}` : '';
};
const num = (n: number) =>
  Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN';
const header = (name: string, help: string, type: string) => [
  `# HELP ${name} ${help}`,
  `# TYPE ${name} ${type}`,
];

export class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    if (!(by >= 0)) return;
    const key = JSON.stringify(labels);
    const entry = this.values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.values.set(key, entry);
  }

  render(): string[] {
    const lines = header(this.name, this.help, 'counter');
    for (const { labels, value } of this.values.values())
      lines.push(`${this.name}${labelText(labels)} ${num(value)}`);
    return lines;
  }
}

/** Request latency buckets, in seconds: fine below 100 ms where the goals are. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

export class Histogram {
  private readonly series = new Map<
    string,
    { labels: Labels; counts: number[]; sum: number; count: number }
  >();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: readonly number[] = LATENCY_BUCKETS,
  ) {}

  observe(labels: Labels, value: number): void {
    const key = JSON.stringify(labels);
    let s = this.series.get(key);
    if (!s) {
      s = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    this.buckets.forEach((le, i) => {
      if (value <= le) s.counts[i] += 1;
    });
    s.sum += value;
    s.count += 1;
  }

  render(): string[] {
    const lines = header(this.name, this.help, 'histogram');
    for (const { labels, counts, sum, count } of this.series.values()) {
      this.buckets.forEach((le, i) =>
        lines.push(`${this.name}_bucket${labelText({ ...labels, le: String(le) })} ${counts[i]}`),
      );
      lines.push(`${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${count}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${num(sum)}`);
      lines.push(`${this.name}_count${labelText(labels)} ${count}`);
    }
    return lines;
  }
}

export type GaugeSample = { name: string; help: string; value: number; labels?: Labels };

export const renderGauges = (samples: GaugeSample[]): string[] =>
  samples.flatMap((g) => [
    ...header(g.name, g.help, 'gauge'),
    `${g.name}${labelText(g.labels ?? {})} ${num(g.value)}`,
  ]);

// Process-wide metrics: any module may record them (the voices code runs in worker processes,
// which serve their own /metrics), and every /metrics of this process shows them.

const synthesisAudio = new Counter(
  'cms_synthesis_audio_seconds_total',
  'Seconds of audio synthesised, by voice engine.',
);
const synthesisWall = new Counter(
  'cms_synthesis_wall_seconds_total',
  'Wall-clock seconds spent synthesising, by voice engine (audio/wall = real-time factor).',
);

/** Called by the voice engine once per synthesised line. */
export function recordSynthesisSeconds(
  audioSeconds: number,
  engine = 'unknown',
  wallSeconds?: number,
): void {
  synthesisAudio.inc({ engine }, audioSeconds);
  if (wallSeconds !== undefined) synthesisWall.inc({ engine }, wallSeconds);
}

let loopDelay: ReturnType<typeof monitorEventLoopDelay> | undefined;

/** Process metrics plus the process-wide counters above. */
export function renderProcessMetrics(): string[] {
  if (!loopDelay) {
    loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
  }
  const memory = process.memoryUsage();
  const gauges: GaugeSample[] = [
    {
      name: 'process_resident_memory_bytes',
      help: 'Resident memory size in bytes.',
      value: memory.rss,
    },
    { name: 'nodejs_heap_used_bytes', help: 'V8 heap in use, in bytes.', value: memory.heapUsed },
    // Where resident memory goes besides the heap in use (docs/deploy.md's memory budget).
    {
      name: 'nodejs_heap_size_total_bytes',
      help: 'V8 heap reserved, in use or not, in bytes.',
      value: memory.heapTotal,
    },
    {
      name: 'nodejs_external_memory_bytes',
      help: 'Memory of C++ objects bound to JavaScript (buffers included), in bytes.',
      value: memory.external,
    },
    {
      name: 'process_start_time_seconds',
      help: 'Start time of the process since the epoch, in seconds.',
      value: Math.round(Date.now() / 1000 - process.uptime()),
    },
    {
      name: 'nodejs_eventloop_delay_p99_seconds',
      help: '99th percentile of event-loop delay since start, in seconds.',
      value: loopDelay.count ? loopDelay.percentile(99) / 1e9 : 0,
    },
  ];
  return [...renderGauges(gauges), ...synthesisAudio.render(), ...synthesisWall.render()];
}
