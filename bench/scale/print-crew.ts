import type { CrewFigures } from './crew-load';
import { partsGrown } from './memory-parts';
import { ratio } from './pacing';
import { HEADER, row } from './print-rows';
import type { ReadRun } from './read-run';
import { GENERATOR_LINES, GENERATORS, WRITER_LINES } from './writers';

const x = (n: number) => (Number.isFinite(n) ? `${n}×` : '–');

/** The crew's figures of one deployment, each against the same run's idle figure. */
export function printCrew(crew: CrewFigures, idleReads: ReadRun): void {
  const { shared, mixed } = crew;
  console.log(
    `shared read, GET shared/{token} (${WRITER_LINES} lines, ${shared.bodyKb} KB, no session): one request at a time on the idle server, then ${shared.clients} listeners, one request a second each (open loop from random offsets, latency counted from the scheduled send; a listener sends back the ETag it was given); load average ${shared.loadAverage.toFixed(1)} at its end`,
  );
  console.log(HEADER);
  console.log(row(shared.single));
  console.log(row(shared.run));
  console.log(
    `  against one at a time: p50 ${x(ratio(shared.run.p50, shared.single.p50))}, p99 ${x(ratio(shared.run.p99, shared.single.p50))} of its p50 (goal: 0 errors, p99 ≤ 10×); served ${shared.run.rps} of ${shared.clients} req/s asked`,
  );
  const during = mixed.reads.reads;
  const idle = idleReads.reads;
  console.log(
    `mixed load: ${GENERATORS} users each press Generate on a ${GENERATOR_LINES}-line script (offline voices) while the paced users read (${mixed.reads.durationS} s; load average ${mixed.loadAverage.toFixed(1)} at its end)`,
  );
  console.log(HEADER);
  for (const f of mixed.reads.scenarios) console.log(row(f));
  console.log(row(during));
  console.log(
    `  reads against the paced run above (idle): p50 ${idle.p50} → ${during.p50} ms (${x(ratio(during.p50, idle.p50))}; goal ≤ 3×), p99 ${idle.p99} → ${during.p99} ms (${x(ratio(during.p99, idle.p99))})`,
  );
  const { alone, withReads } = mixed;
  console.log(
    `  generation: ${alone.linesPerS} lines/s alone (${alone.made} of ${alone.lines} made), ${withReads.linesPerS} lines/s with the reads (${withReads.made} of ${withReads.lines}): ${x(ratio(withReads.linesPerS, alone.linesPerS))} (goal ≥ 0.8×)`,
  );
  const cores = (g: typeof alone) =>
    `the deployment ${g.cpu.serverCores} (main threads ${g.cpu.mainCores}), the bench's users ${g.cpu.benchCores}`;
  console.log(`  cores used (of 2): alone ${cores(alone)}; with the reads ${cores(withReads)}`);
  const m = mixed.memory;
  console.log(
    `  memory (VmRSS of the API processes and workers with their children, MB): idle ${m.idleMb}, peak during the mixed load ${m.peakMb} (${x(ratio(m.peakMb, m.idleMb))}), ${m.settleS} s after ${m.afterMb} (${m.afterMb - m.idleMb >= 0 ? '+' : ''}${m.afterMb - m.idleMb} over idle)`,
  );
  if (m.parts)
    console.log(
      `  one API process from idle to ${m.settleS} s after (its /metrics): ${partsGrown(m.parts.idle, m.parts.after)}`,
    );
}
