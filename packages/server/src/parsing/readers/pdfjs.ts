/**
 * Loads pdf.js (legacy build: ESM-only) once per process and opens documents with its worker half
 * in this thread. Costs of the library under Node that made a long script's parse several times
 * slower than its text extraction needs are taken out here:
 * - the legacy build's core-js replaces Array.prototype.push process-wide (for a length edge case
 *   V8 handles anyway), slowing every push in the process; the native one is put back;
 * - two statements of the text extraction are replaced by same-result code (see FASTER): the
 *   text-state copy made for every saved graphics state (`q`, once per printed line in screenplay
 *   PDFs) made each copy the prototype of the next, which V8 turns into slow objects; and the
 *   per-glyph text position went through a generic matrix product twice, allocating as it went.
 *   Together they were over half of the extraction time. Each statement is replaced only where it
 *   is found verbatim, so another pdf.js version loads as published if it changed them.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { InlinePort } from './pdf-port';

export type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
interface PdfJsWorker {
  WorkerMessageHandler: { initializeFromPort(port: InlinePort): void };
}

const LIB = 'pdfjs-dist/legacy/build/pdf.mjs';
const WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
/** [statement as published, same-result replacement] in pdf.worker.mjs. */
const FASTER: [string, string][] = [
  [
    'const clone = Object.assign(Object.create(this), this);',
    // TextState keeps all of its state in own fields: a copy needs no link to the original.
    'const clone = Object.assign(Object.create(Object.getPrototypeOf(this)), this);',
  ],
  [
    'return Util.transform(textState.ctm, Util.transform(textState.textMatrix, tsm));',
    // The two products written out, term by term in Util.transform's order: the same numbers.
    [
      'const m = textState.textMatrix, c = textState.ctm;',
      'const a0 = m[0] * tsm[0] + m[2] * tsm[1], a1 = m[1] * tsm[0] + m[3] * tsm[1];',
      'const a2 = m[0] * tsm[2] + m[2] * tsm[3], a3 = m[1] * tsm[2] + m[3] * tsm[3];',
      'const a4 = m[0] * tsm[4] + m[2] * tsm[5] + m[4], a5 = m[1] * tsm[4] + m[3] * tsm[5] + m[5];',
      'return [c[0] * a0 + c[2] * a1, c[1] * a0 + c[3] * a1, c[0] * a2 + c[2] * a3,',
      '  c[1] * a2 + c[3] * a3, c[0] * a4 + c[2] * a5 + c[4], c[1] * a4 + c[3] * a5 + c[5]];',
    ].join('\n'),
  ],
];

// A real dynamic import that neither jest nor a bundler rewrites.
const importEsm = new Function('s', 'return import(s)') as <T>(s: string) => Promise<T>;

/**
 * A data: URL is compiled on every start. A short-lived command (npm run parse) names a folder
 * in CASTMYSCRIPT_PDFJS_DIR: the patched copy is written there once, by content, and imported
 * as a file, which Node's compile cache then serves already compiled.
 */
function patchedUrl(source: string): string {
  const dir = process.env.CASTMYSCRIPT_PDFJS_DIR;
  if (dir) {
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
    const file = path.join(dir, `pdf.worker.${hash}.mjs`);
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${file}.${process.pid}`, source);
      renameSync(`${file}.${process.pid}`, file);
    }
    return pathToFileURL(file).href;
  }
  return `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
}

async function loadWorkerHalf(): Promise<{ worker: PdfJsWorker; fixed: boolean }> {
  try {
    // Resolved from this file at run time: the bundle keeps npm packages external.
    let source = readFileSync(createRequire(import.meta.url).resolve(WORKER), 'utf8');
    let applied = 0;
    for (const [published, faster] of FASTER) {
      if (source.split(published).length !== 2) continue;
      source = source.replace(published, () => faster);
      applied++;
    }
    if (applied > 0) {
      source = source.replace(/^\/\/# sourceMappingURL=.*$/m, '');
      const fixed = applied === FASTER.length;
      return { worker: await importEsm<PdfJsWorker>(patchedUrl(source)), fixed };
    }
  } catch {
    // Any trouble with the faster copy: the library as published still works.
  }
  return { worker: await importEsm<PdfJsWorker>(WORKER), fixed: false };
}

let loaded: Promise<{ lib: PdfJs; worker: PdfJsWorker; fixed: boolean }> | undefined;

/** The library once per process; `fixed` tells whether every FASTER replacement is in use. */
export const loadPdfJs = () =>
  (loaded ??= (async () => {
    const nativePush = Array.prototype.push;
    const lib = await importEsm<PdfJs>(LIB);
    // The worker half would be loaded on the first document and patch push again: load it now.
    const { worker, fixed } = await loadWorkerHalf();
    Object.defineProperty(Array.prototype, 'push', {
      value: nativePush,
      writable: true,
      configurable: true,
      enumerable: false,
    });
    return { lib, worker, fixed };
  })());

/** A pdf.js worker for one document: the worker half in this thread, joined by a port that does not copy. */
export async function openWorker() {
  const { lib, worker } = await loadPdfJs();
  const port = new InlinePort();
  worker.WorkerMessageHandler.initializeFromPort(port);
  return { lib, worker: new lib.PDFWorker({ port: port as unknown as null }) };
}
