import type { DocumentSummary } from '@castmyscript/api/contract';

/** m:ss, or h:mm:ss for a feature. */
function clock(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The read's running time on the process list, measured once the audio is made,
 * else the estimate, said as such; null for a script not processed yet.
 */
export function runtimeLabel(doc: DocumentSummary): { time: string; note: string } | null {
  if (doc.runtime_s === null || doc.runtime_s === undefined) return null;
  return { time: clock(doc.runtime_s), note: doc.runtime_measured ? 'measured' : 'estimated' };
}
