import type { Figures } from './figures';
import type { LoadFigures } from './load';
import { SCRIPT_LINES } from './seed';

const pad = (v: string | number, n: number) => String(v).padStart(n);

const row = (f: Figures) =>
  `  ${f.name.padEnd(28)} ${pad(f.rps, 8)} ${pad(f.p50, 8)} ${pad(f.p99, 8)} ${pad(f.errors, 7)} ${pad(f.requests, 9)}` +
  (f.errors
    ? `  (${Object.entries(f.errorKinds)
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ')})`
    : '');

/** The load figures as `npm run bench` prints them. */
export function printLoad(figures: LoadFigures[], durationS: number): void {
  const first = figures[0];
  console.log(
    `\nLoad on loopback (autocannon): ${first?.signIn.requests ?? 100} users sign in at once, then 100 connections read for ${durationS} s, closed loop`,
  );
  console.log(
    `reads per pass, each connection playing one user in turn: ${first?.run.scenarios.map((s) => s.name).join(' → ')}`,
  );
  console.log(
    `each user has one processed ${SCRIPT_LINES.toLocaleString('en')}-line script, every other one with its audio being generated`,
  );
  for (const f of figures) {
    console.log(
      `\n${f.deployment} (scripts seeded in ${f.seedS} s; load average ${f.loadAverage} after the run)`,
    );
    console.log(`  ${'scenario'.padEnd(28)}    req/s   p50 ms   p99 ms  errors  requests`);
    console.log(row(f.signIn));
    for (const s of f.run.scenarios) console.log(row(s));
    console.log(row(f.run.reads));
    if (f.run.note) console.log(`  ${f.run.note}`);
  }
  console.log(
    '\ngoal: 0 errors, p99 ≤ 150 ms for reads (2 shared cores: compare runs side by side)',
  );
}
