/**
 * A PDF's positioned text without pdf.js: the cross-reference table, each page's content streams
 * and the fonts' dictionaries, read once, in this thread. pdf.js spends most of a screenplay's
 * parse shaping glyphs and loading font programs it does not need for text; this reads what the
 * layout needs (run, origin, advance) and nothing else. Anything outside the well-formed,
 * horizontal, Latin-encoded common case raises `Unsupported` and the caller uses pdf.js.
 */
import { MAX_RUNS, checkCount } from '../../limits';
import type { PlacedText } from '../layout';
import { readPage } from './content';
import { PdfDocument } from './document';
import { fontReader } from './fonts';
import type { Dict, Value } from './lexer';

export { Unsupported } from './unsupported';

const box = (doc: PdfDocument, page: Dict, key: string): number[] | undefined => {
  const v = doc.get(page, key);
  if (!Array.isArray(v) || v.length !== 4) return undefined;
  const [x0, y0, x1, y1] = v.map((n: Value) => Number(doc.fetch(n)));
  if (![x0, y0, x1, y1].every(Number.isFinite)) return undefined;
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
};

/** pdf.js's page.view: the crop box within the media box, else the media box (US Letter if none). */
function pageView(doc: PdfDocument, page: Dict): number[] {
  const media = box(doc, page, 'MediaBox') ?? [0, 0, 612, 792];
  const crop = box(doc, page, 'CropBox');
  if (!crop) return media;
  const cut = [
    Math.max(crop[0], media[0]),
    Math.max(crop[1], media[1]),
    Math.min(crop[2], media[2]),
    Math.min(crop[3], media[3]),
  ];
  return cut[2] > cut[0] && cut[3] > cut[1] ? cut : media;
}

export function readPdfText(bytes: Uint8Array): { items: PlacedText[]; pageCount: number } {
  const doc = new PdfDocument(bytes);
  const fontOf = fontReader(doc);
  const pages = doc.pages();
  const items: PlacedText[] = [];
  pages.forEach((page, index) => {
    readPage({ doc, fontOf, view: pageView(doc, page) }, page, index, items);
    // Stop at the cap rather than after holding every run of a huge document.
    checkCount(items.length, MAX_RUNS);
  });
  return { items, pageCount: pages.length };
}
