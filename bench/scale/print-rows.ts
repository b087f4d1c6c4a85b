/** One line of a load table and the header above such lines, for every table the bench prints. */
import type { Figures } from './figures';

const pad = (v: string | number, n: number) => String(v).padStart(n);

export const row = (f: Figures) =>
  `  ${f.name.padEnd(28)} ${pad(f.rps, 8)} ${pad(f.p50, 8)} ${pad(f.p99, 8)} ${pad(f.errors, 7)} ${pad(f.requests, 9)} ${pad(f.notModified, 6)}` +
  (f.errors
    ? `  (${Object.entries(f.errorKinds)
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ')})`
    : '');

export const HEADER = `  ${'scenario'.padEnd(28)}    req/s   p50 ms   p99 ms  errors  requests   304s`;
