/**
 * PDF reader. The fast reader (pdf-text/) reads the text of the common case — well-formed files,
 * horizontal text, fonts with widths and a Unicode map — and pdf.js reads the rest: both give
 * the same runs (the corpus PDFs give identical rows from either). pdf.js is loaded only when a
 * file needs it. Each run's origin is in PDF user space (y up from the bottom); we flip y to read
 * top-down.
 */
import { ParseError } from '../errors';
import { MAX_RUNS, checkCount } from '../limits';
import type { ScriptModel } from '../model';
import { type PlacedText, rowsFromPlacedText } from './layout';
import { Unsupported, readPdfText } from './pdf-text';
import { openWorker } from './pdfjs';

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
  let reason: string;
  try {
    const { items, pageCount } = readPdfText(bytes);
    if (items.length === 0) throw new Unsupported('no text found');
    return { format: 'pdf', rows: rowsFromPlacedText(items), pageCount };
  } catch (error) {
    // A cap reached is the answer for either reader; anything else is pdf.js's to try.
    if (error instanceof ParseError) throw error;
    // Unsupported says what the file uses; another error's message could quote the file, so
    // only its kind is kept.
    reason =
      error instanceof Unsupported ? error.message : `fast reader failed (${errorName(error)})`;
  }
  return { ...(await readPdfWithPdfJs(bytes)), pdfFallback: reason };
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error);

/** pdf.js alone: the reader of every PDF the fast one leaves (and its reference in the corpus check). */
export async function readPdfWithPdfJs(bytes: Uint8Array): Promise<ScriptModel> {
  const { lib, worker } = await openWorker();
  const task = lib.getDocument({
    worker,
    data: new Uint8Array(bytes),
    disableFontFace: true,
    // Text needs no font programs: a font the PDF does not embed keeps its standard metrics
    // and is never fetched (no standard font data to load, and no warning that there is none).
    useSystemFonts: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    worker.destroy();
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
      // Whether a font is bold, once per font rather than once per text item.
      const bold = new Map<string, boolean>();
      const isBold = (font: string): boolean => {
        let known = bold.get(font);
        if (known === undefined)
          bold.set(font, (known = /bold/i.test(`${font} ${fonts[font]?.fontFamily ?? ''}`)));
        return known;
      };
      // Stop reading at the cap rather than after holding every glyph run of a huge document.
      checkCount(items.length + pageItems.length, MAX_RUNS);
      for (const it of pageItems) {
        if (typeof it.str !== 'string' || !/\S/.test(it.str)) continue;
        const [a, b, , , e, f] = it.transform;
        // Rotated text (watermarks, margin notes) is not screenplay text.
        if (Math.abs(b) > Math.abs(a) * 0.1) continue;
        items.push({
          text: it.str,
          x: e,
          y: top - f,
          width: it.width,
          page: p - 1,
          bold: isBold(it.fontName),
        });
      }
      page.cleanup();
    }
    if (items.length === 0) throw new ParseError('no_text');
    return { format: 'pdf', rows: rowsFromPlacedText(items), pageCount: doc.numPages };
  } finally {
    // The loading task owns the document (pdf.js 6 has no destroy on the document itself).
    await task.destroy();
    worker.destroy();
  }
}
