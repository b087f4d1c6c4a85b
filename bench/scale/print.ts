import type { Figures } from './figures';
import type { LoadFigures } from './load';
import { printCrew } from './print-crew';
import { THINK_MS } from './paced-run';
import { HEADER, row } from './print-rows';
import type { ReadRun } from './read-run';
import { SCRIPT_LINES } from './seed';

/** One run's table: the scenarios, then the reads together. */
function printRun(run: ReadRun, first: Figures[] = []): void {
  console.log(HEADER);
  for (const f of [...first, ...run.scenarios, run.reads]) console.log(row(f));
  if (run.note) console.log(`  ${run.note}`);
}

/** The load figures as `npm run bench` prints them. */
export function printLoad(figures: LoadFigures[], durationS: number): void {
  const first = figures[0];
  console.log(
    `\nLoad on loopback: ${first?.signIn.requests ?? 100} users sign in at once, then 100 connections read for ${durationS} s, closed loop (autocannon), then the users read at their own pace for ${durationS} s, open loop`,
  );
  console.log(
    `reads per pass, each connection playing one user in turn: ${first?.run.scenarios.map((s) => s.name).join(' → ')}`,
  );
  console.log(
    `each user has one processed ${SCRIPT_LINES.toLocaleString('en')}-line script, every other one with its audio being generated`,
  );
  const think = `${THINK_MS.min / 1000}–${THINK_MS.max / 1000} s`;
  const every = (THINK_MS.min + THINK_MS.max) / 2000;
  for (const f of figures) {
    console.log(
      `\n${f.deployment} (scripts seeded in ${f.seedS} s; load average ${f.loadAverage} after the runs)`,
    );
    console.log(`closed loop, ${durationS} s:`);
    printRun(f.run, [f.signIn]);
    console.log(
      `paced users, open loop, ${f.paced.durationS} s: ${f.signIn.requests - f.signIn.errors} users, one pass every ~${every} s each (a keep-alive connection each, think time ${think} after each pass, random start)`,
    );
    printRun(f.paced);
    printCrew(f.crew, f.paced);
  }
  console.log(
    '\ngoal: 0 errors, p99 ≤ 150 ms for reads (2 shared cores: compare runs side by side)',
  );
}
