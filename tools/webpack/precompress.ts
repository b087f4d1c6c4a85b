/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of a built front end, so the server
 * sends what crosses the wire compressed without spending CPU per request (it serves them with
 * `preCompressed`, negotiating on Accept-Encoding). Small files are left alone: below ~1 KB the
 * encoding overhead and an extra file lookup cost more than they save.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

export type Precompressed = { files: number; rawBytes: number; brBytes: number };

export function precompress(dist: string): Precompressed {
  const totals: Precompressed = { files: 0, rawBytes: 0, brBytes: 0 };
  for (const file of walk(dist)) {
    if (!TEXT.test(file) || file.endsWith('.map') || statSync(file).size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    totals.files += 1;
    totals.rawBytes += raw.length;
    totals.brBytes += br.length;
  }
  return totals;
}
