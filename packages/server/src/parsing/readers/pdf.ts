/**
 * PDF reader: pdf.js text content with positions. Each text item's transform gives its baseline
 * origin (e, f) in PDF user space (y up from the bottom); we flip y to read top-down.
 */
import { ParseError } from '../errors';
import type { ScriptModel } from '../model';
import { type PlacedText, rowsFromPlacedText } from './layout';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

// A real dynamic import that neither jest nor a bundler rewrites: pdf.js is ESM-only.
const importEsm = new Function('s', 'return import(s)') as (s: string) => Promise<PdfJs>;
let pdfjs: Promise<PdfJs> | undefined;

/**
 * The legacy build's core-js replaces Array.prototype.push process-wide (for a length edge case
 * V8 handles anyway), which makes every push in the process several times slower — a third of a
 * long script's parse. Put the native one back once the library is loaded.
 */
const loadPdfJs = () =>
  (pdfjs ??= (async () => {
    const nativePush = Array.prototype.push;
    const lib = await importEsm('pdfjs-dist/legacy/build/pdf.mjs');
    // Its worker half is loaded on the first document and would patch again: load it now.
    const worker = await importEsm('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
    Object.defineProperty(Array.prototype, 'push', {
      value: nativePush,
      writable: true,
      configurable: true,
      enumerable: false,
    });
    return lib;
  })());

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

/**
 * getTextContent() gathers chunks with a spread push that the legacy build routes through a slow
 * polyfill (a third of the time on a long script); reading the stream directly avoids it.
 */
async function pageText(page: { streamTextContent: (o?: object) => ReadableStream }) {
  const items: PdfTextItem[] = [];
  const fonts: Record<string, { fontFamily?: string }> = {};
  const reader = page.streamTextContent({ disableNormalization: true }).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    Object.assign(fonts, value.styles);
    for (const item of value.items as PdfTextItem[]) items[items.length] = item;
  }
  return { items, fonts };
}

export async function readPdf(bytes: Uint8Array): Promise<ScriptModel> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException')
      throw new ParseError('encrypted');
    throw new ParseError('unreadable');
  }
  try {
    const items: PlacedText[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const [, , , top] = page.view;
      const { items: pageItems, fonts } = await pageText(page);
      for (const it of pageItems) {
        if (typeof it.str !== 'string' || !it.str.trim()) continue;
        const [a, b, , , e, f] = it.transform;
        // Rotated text (watermarks, margin notes) is not screenplay text.
        if (Math.abs(b) > Math.abs(a) * 0.1) continue;
        const family = `${it.fontName} ${fonts[it.fontName]?.fontFamily ?? ''}`;
        items.push({
          text: it.str,
          x: e,
          y: top - f,
          width: it.width,
          page: p - 1,
          bold: /bold/i.test(family),
        });
      }
      page.cleanup();
    }
    if (items.length === 0) throw new ParseError('no_text');
    return { format: 'pdf', rows: rowsFromPlacedText(items), pageCount: doc.numPages };
  } finally {
    await doc.destroy();
  }
}
