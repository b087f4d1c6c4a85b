import os from 'node:os';

import { apiCaller } from '../support/api-call';
import { pacedRun } from './paced-run';
import { linesPerSecond, type Progress, settleSeconds } from './pacing';
import { type MemoryParts, memoryParts } from './memory-parts';
import { type CpuShares, sampleCpu } from './proc-cpu';
import { descendantsMb, sampleMemory } from './proc-memory';
import type { ReadRun } from './read-run';
import type { LoadUser } from './scenarios';
import { castScript, GENERATOR_LINES, type Writer } from './writers';

/**
 * Reads while voices render, and the memory after. Five users each press Generate on a script
 * of their own (real offline synthesis, in the API process on the embedded default, in the
 * workers on PostgreSQL) and the lines made are counted every second from audio status, as the
 * studio polls it: once with nothing else running, then again on new scripts (new words, so
 * nothing comes from the line cache) while the paced readers read. Each window ends by deleting
 * its scripts, which stops their generation. The memory of the deployment's processes is read at
 * its peak during the mixed window and after a settle, to compare with the idle figure given.
 */
export type Generation = {
  lines: number;
  made: number;
  linesPerS: number;
  /** Cores the deployment and this bench used over the window (bench/scale/proc-cpu.ts). */
  cpu: CpuShares;
};

export type MixedFigures = {
  alone: Generation;
  withReads: Generation;
  /** The paced reads while the voices render. */
  reads: ReadRun;
  memory: {
    idleMb: number;
    peakMb: number;
    afterMb: number;
    settleS: number;
    /** One API process's memory parts, idle and after the settle (bench/scale/memory-parts.ts). */
    parts?: { idle: MemoryParts; after: MemoryParts };
  };
  /** 1-minute load average at the end of the mixed window: the machine is shared. */
  loadAverage: number;
};

export type MixedOptions = {
  durationS: number;
  pids: () => number[];
  /** The processes' memory before any voice was made on this deployment. */
  idleMb: number;
  idleParts?: MemoryParts;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function made(base: string, writer: Writer, id: string): Promise<number> {
  const status = await apiCaller(base)('GET', `scenes/document/${id}/audio-status`, writer.access);
  return (status.counts as { completed: number }).completed;
}

const scripts = (generators: Writer[], tag: string) =>
  Promise.all(generators.map((w, i) => castScript(w, GENERATOR_LINES, `${tag} ${i + 1}`)));

/** Generate pressed on each script; lines made per second over `durationS`, then deleted. */
async function generationWindow(
  base: string,
  generators: Writer[],
  ids: string[],
  opts: { durationS: number; pids: () => number[] },
): Promise<Generation> {
  const { durationS } = opts;
  const opened = performance.now();
  const cpu = sampleCpu(opts.pids);
  await Promise.all(generators.map((w, i) => w.generate(ids[i])));
  const samples: Progress[] = [];
  for (;;) {
    const counts = await Promise.all(generators.map((w, i) => made(base, w, ids[i])));
    const atS = (performance.now() - opened) / 1000;
    samples.push({ atS, made: counts.reduce((a, b) => a + b, 0) });
    if (atS >= durationS || samples.at(-1)!.made === ids.length * GENERATOR_LINES) break;
    await sleep(1_000);
  }
  const cores = cpu.stop();
  await Promise.all(
    generators.map((w, i) =>
      fetch(`${base}/api/v1/documents/${ids[i]}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${w.access}` },
      }).then((res) => {
        if (!res.ok) throw new Error(`delete ${ids[i]}: ${res.status}`);
      }),
    ),
  );
  return {
    lines: ids.length * GENERATOR_LINES,
    made: samples.at(-1)!.made,
    linesPerS: linesPerSecond(samples),
    cpu: cores,
  };
}

export async function measureMixed(
  base: string,
  generators: Writer[],
  readers: LoadUser[],
  opts: MixedOptions,
): Promise<MixedFigures> {
  // Both windows' scripts are processed first: parsing is not part of either window.
  const first = await scripts(generators, 'Quiet run');
  const second = await scripts(generators, 'Busy run');
  const alone = await generationWindow(base, generators, first, opts);
  // The first window's voices stop with their deletion; give them a moment to let go.
  await sleep(3_000);
  const memory = sampleMemory(opts.pids);
  const [withReads, reads] = await Promise.all([
    generationWindow(base, generators, second, opts),
    pacedRun(base, readers, opts),
  ]);
  const peakMb = memory.stop();
  const loadAverage = os.loadavg()[0];
  const settleS = settleSeconds(opts.durationS);
  await sleep(settleS * 1000);
  const afterMb = descendantsMb(opts.pids());
  const afterParts = await memoryParts(base);
  const parts = opts.idleParts && afterParts && { idle: opts.idleParts, after: afterParts };
  const settled = { idleMb: opts.idleMb, peakMb, afterMb, settleS, ...(parts && { parts }) };
  return { alone, withReads, reads, memory: settled, loadAverage };
}
