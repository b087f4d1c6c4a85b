import { LOAD_ENV } from './processes';

/**
 * Where one API process's resident memory is, from its own /metrics (the bench's processes get a
 * METRICS_TOKEN, LOAD_ENV): the V8 heap reserved, memory bound to JavaScript objects, and the
 * embedded database's WebAssembly memory, which grows with its largest work and never shrinks.
 * What is left is native memory: thread stacks, compiled code, allocator arenas.
 */
export type MemoryParts = {
  rssMb: number;
  heapMb: number;
  externalMb: number;
  /** Absent on PostgreSQL. */
  databaseMb?: number;
};

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function memoryParts(url: string): Promise<MemoryParts | undefined> {
  const res = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${LOAD_ENV.METRICS_TOKEN}` },
  }).catch(() => undefined);
  if (!res?.ok) return undefined;
  const body = await res.text();
  const gauge = (name: string) => {
    const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(body);
    return match ? Number(match[1]) : undefined;
  };
  const rss = gauge('process_resident_memory_bytes');
  const heap = gauge('nodejs_heap_size_total_bytes');
  const external = gauge('nodejs_external_memory_bytes');
  if (rss === undefined || heap === undefined || external === undefined) return undefined;
  const database = gauge('cms_pglite_memory_bytes');
  return {
    rssMb: mb(rss),
    heapMb: mb(heap),
    externalMb: mb(external),
    ...(database !== undefined && { databaseMb: mb(database) }),
  };
}

/** "heap +12, external +3, database +40, native +20": what grew from `before` to `after`. */
export function partsGrown(before: MemoryParts, after: MemoryParts): string {
  const grown = (a: number, b: number) => `${b - a >= 0 ? '+' : ''}${b - a}`;
  const named = [
    `resident ${grown(before.rssMb, after.rssMb)} MB: V8 heap ${grown(before.heapMb, after.heapMb)}`,
    `external ${grown(before.externalMb, after.externalMb)}`,
  ];
  const db = (p: MemoryParts) => p.databaseMb ?? 0;
  if (after.databaseMb !== undefined)
    named.push(`database (WebAssembly) ${grown(db(before), db(after))}`);
  const native = (p: MemoryParts) => p.rssMb - p.heapMb - p.externalMb - db(p);
  named.push(`native ${grown(native(before), native(after))}`);
  return named.join(', ');
}
