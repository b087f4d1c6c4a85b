/**
 * Synthesis yields the CPU to the API. On the embedded default the voice threads share the
 * machine's cores with the API's event loop; at the same priority a few users generating doubled
 * or tripled every read's latency. Each voice thread lowers its own priority: idle cores still go
 * to synthesis, but a request the API is answering runs first.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The server's voice threads by default (SYNTHESIS_NICE; 0 is the API's priority, 19 the lowest). */
export const SYNTHESIS_NICE = 10;

/**
 * Lowers the calling thread alone: on Linux a thread is a task with its own id and nice value,
 * and `/proc/thread-self` names it. Elsewhere the thread keeps the process's priority.
 */
export function lowerThisThread(nice: number): boolean {
  if (nice <= 0) return false;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
