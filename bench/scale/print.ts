import type { LoadFigures } from './load';

const pad = (v: string | number, n: number) => String(v).padStart(n);

/** The load figures as `npm run bench` prints them. */
export function printLoad(figures: LoadFigures[], durationS: number): void {
  const first = figures[0];
  console.log(
    `\nLoad on loopback: ${first?.signIn.users ?? 100} users sign in at once, then 100 connections read for ${durationS} s (autocannon)`,
  );
  console.log(`reads per user: ${first?.reads.scenarios.join(', ')}`);
  console.log(
    'deployment                      sign-in p50   p99 ms  errors |  reads req/s   p50   p99 ms  errors  requests',
  );
  for (const f of figures) {
    console.log(
      `${f.deployment.padEnd(31)} ${pad(f.signIn.p50, 11)} ${pad(f.signIn.p99, 8)} ${pad(f.signIn.errors, 7)} | ${pad(f.reads.rps, 11)} ${pad(f.reads.p50, 5)} ${pad(f.reads.p99, 8)} ${pad(f.reads.errors, 7)} ${pad(f.reads.total, 9)}`,
    );
  }
  const missing = first?.missing ?? [];
  if (missing.length)
    console.log(
      `not measured, no endpoint on this branch yet: ${missing.join(', ')} (bench/scale/scenarios.ts)`,
    );
  console.log('goal: 0 errors, p99 ≤ 150 ms for reads');
}
