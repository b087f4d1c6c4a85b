/**
 * The operating system's view of a parse child's memory. The heap cap bounds only what V8
 * manages: buffers (an inflated stream, a decoded image) live outside it, so a child could grow
 * far past its heap cap. Its resident set, read from the kernel, counts everything; past the
 * bound the child is killed.
 */
import { readFileSync } from 'node:fs';

const PAGE_BYTES = 4096;
const EVERY_MS = 50;

/** Resident bytes of a process, or undefined once it is gone (or off Linux). */
export function residentBytes(pid: number): number | undefined {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return Number.isFinite(pages) ? pages * PAGE_BYTES : undefined;
  } catch {
    return undefined;
  }
}

/** Calls `over` once the process's resident set passes `maxBytes`; the returned function stops. */
export function watchResident(pid: number, maxBytes: number, over: () => void): () => void {
  const timer = setInterval(() => {
    const bytes = residentBytes(pid);
    if (bytes !== undefined && bytes > maxBytes) {
      clearInterval(timer);
      over();
    }
  }, EVERY_MS).unref();
  return () => clearInterval(timer);
}
