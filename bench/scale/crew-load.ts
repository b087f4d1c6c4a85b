import type { Deployment } from './deployments';
import { measureMixed, type MixedFigures } from './mixed-run';
import { memoryParts } from './memory-parts';
import { descendantsMb } from './proc-memory';
import type { LoadUser } from './scenarios';
import { measureShared, sharedScript, type SharedFigures } from './shared-run';
import { signInWriters } from './writers';

/**
 * The crew's part of the load bench (a shared read, reads while voices render), after the plain reads on the same deployment: the shared
 * read under 100 listeners, then the paced reads while five users generate, with the memory.
 * `settle` waits for the server to be idle between the runs (bench/scale/load.ts).
 */
export type CrewFigures = { shared: SharedFigures; mixed: MixedFigures };

const log = (message: string) => console.error(`[load] ${message}`);

export async function measureCrewLoad(
  deployment: Deployment,
  readers: LoadUser[],
  writerEmails: string[],
  opts: { durationS: number; settle: (url: string) => Promise<number> },
): Promise<CrewFigures> {
  const { url } = deployment;
  // Idle: after the reads, before the first voice on this deployment (voice threads and parse
  // processes start on demand, and the voice threads stay a minute after their last line).
  const idleMb = descendantsMb(deployment.pids());
  // One process only: behind the balancer two scrapes may reach two different processes.
  const idleParts = deployment.pids().length === 1 ? await memoryParts(url) : undefined;
  const [writer, ...generators] = await signInWriters(url, writerEmails);
  let started = performance.now();
  const token = await sharedScript(url, writer);
  const voicedS = Math.round((performance.now() - started) / 100) / 10;
  log(`${deployment.name}: the writer's script voiced and shared through the API in ${voicedS} s`);
  await opts.settle(url);
  const shared = await measureShared(url, token, opts);
  log(`${deployment.name}: shared read done; the mixed load (scripts processed first)`);
  await opts.settle(url);
  started = performance.now();
  const mixed = await measureMixed(url, generators, readers, {
    ...opts,
    pids: deployment.pids,
    idleMb,
    idleParts,
  });
  log(
    `${deployment.name}: mixed load and memory settle done in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  return { shared, mixed };
}
