/**
 * What text extraction needs of a font, and nothing else: how its string bytes split into codes,
 * each code's character and advance width. Font programs are never read; the dictionary's
 * /Widths or /W, /ToUnicode and /Encoding say it all (§9.6–9.10). Type3 and vertical fonts,
 * other CMaps, and codes no map explains send the file to pdf.js.
 */
import { readToUnicode } from './cmap';
import type { PdfDocument } from './document';
import { ENCODINGS, glyphUnicode } from './encodings';
import { type Dict, Stream, type Value, isDict, nameIn } from './lexer';
import { Unsupported } from './unsupported';

export interface Glyph {
  /** The character(s) of a code. */
  text: string;
  /** White space leaves a gap and no text (pdf.js's rule). */
  white: boolean;
  /** Advance in glyph space: thousandths of an em. */
  width: number;
}

export interface PdfFont {
  /** The /BaseFont: pdf.js starts a new text item where this changes, and so do we. */
  name: string;
  twoByte: boolean;
  bold: boolean;
  /** What a code shows, worked out once per code. */
  glyph(code: number): Glyph;
}

// Right-to-left text is reordered by pdf.js (its bidi pass); that is left to it.
const STANDARD_14 = /^(Courier|Helvetica|Times)/;

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

function toUnicodeOf(doc: PdfDocument, font: Dict): Map<number, string> | undefined {
  const stream = doc.get(font, 'ToUnicode');
  return stream instanceof Stream ? readToUnicode(doc.data(stream)) : undefined;
}

const WHITE = /^\s+$/;

function memo(unicode: (code: number) => string, width: (code: number) => number) {
  const known = new Map<number, Glyph>();
  return (code: number): Glyph => {
    let glyph = known.get(code);
    if (glyph === undefined) {
      const text = unicode(code);
      if (RTL.test(text)) throw new Unsupported('right-to-left text');
      glyph = { text, white: text.length > 0 && WHITE.test(text), width: width(code) };
      known.set(code, glyph);
    }
    return glyph;
  };
}

function simpleFont(doc: PdfDocument, font: Dict, name: string): PdfFont {
  const descriptor = doc.dict(font, 'FontDescriptor');
  const first = Number(doc.get(font, 'FirstChar') ?? 0);
  const listed = doc.get(font, 'Widths');
  const widths = Array.isArray(listed) ? listed.map((w) => Number(doc.fetch(w))) : [];
  const missing = Number(descriptor?.get('MissingWidth') ?? 0);
  const bare = name.replace(/^[A-Z]{6}\+/, '');
  let width: (code: number) => number;
  if (widths.length > 0) width = (code) => widths[code - first] ?? missing;
  else if (/^Courier/.test(bare))
    width = () => 600; // a standard 14 font: fixed pitch
  else
    // Set but never shown is common (a default font in every page's resources): fail on use.
    width = () => {
      throw new Unsupported(`no widths for ${name}`);
    };

  const map = toUnicodeOf(doc, font);
  const encoding = doc.get(font, 'Encoding');
  const differences: (string | undefined)[] = [];
  let base: (string | undefined)[] | undefined;
  // No /Encoding: a standard font uses StandardEncoding; an embedded one its program's own,
  // which is not read here (ToUnicode must then say it all, or pdf.js reads the file).
  const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor?.has(k));
  const baseName = isDict(encoding) ? nameIn(encoding.get('BaseEncoding')) : nameIn(encoding);
  if (baseName) base = ENCODINGS[baseName];
  else if (!embedded && STANDARD_14.test(bare)) base = ENCODINGS.StandardEncoding;
  if (isDict(encoding)) {
    let code = 0;
    const list = doc.get(encoding, 'Differences');
    if (Array.isArray(list))
      for (const item of list) {
        if (typeof item === 'number') code = item;
        else differences[code++] = nameIn(item);
      }
  }
  const unicode = (code: number) => {
    const mapped = map?.get(code);
    if (mapped !== undefined) return mapped;
    const glyph = differences[code] ?? base?.[code];
    const text = glyph === undefined ? undefined : glyphUnicode(glyph);
    if (text === undefined) throw new Unsupported(`no character for code ${code} of ${name}`);
    return text;
  };
  return { name, twoByte: false, bold: /bold/i.test(name), glyph: memo(unicode, width) };
}

function compositeFont(doc: PdfDocument, font: Dict, name: string): PdfFont {
  // Identity-H: two-byte codes that are the CIDs themselves. Other CMaps are pdf.js's to read.
  if (nameIn(doc.get(font, 'Encoding')) !== 'Identity-H') throw new Unsupported(`CMap of ${name}`);
  const descendants = doc.get(font, 'DescendantFonts');
  const cid = Array.isArray(descendants) ? doc.fetch(descendants[0]) : undefined;
  if (!isDict(cid)) throw new Unsupported('no descendant font');
  const map = toUnicodeOf(doc, font);
  if (!map) throw new Unsupported(`no ToUnicode for ${name}`);
  const fallback = Number(doc.get(cid, 'DW') ?? 1000);
  const widths = new Map<number, number>();
  const w = doc.get(cid, 'W');
  if (Array.isArray(w))
    for (let i = 0; i < w.length;) {
      const start = Number(doc.fetch(w[i]));
      const next = doc.fetch(w[i + 1]);
      if (Array.isArray(next)) {
        next.forEach((v, k) => widths.set(start + k, Number(doc.fetch(v))));
        i += 2;
      } else {
        const end = Math.min(Number(next), start + 0xffff);
        const value = Number(doc.fetch(w[i + 2]));
        for (let c = start; c <= end; c++) widths.set(c, value);
        i += 3;
      }
    }
  const unicode = (code: number) => {
    const mapped = map.get(code);
    if (mapped === undefined) throw new Unsupported(`no character for CID ${code} of ${name}`);
    return mapped;
  };
  const width = (code: number) => widths.get(code) ?? fallback;
  return { name, twoByte: true, bold: /bold/i.test(name), glyph: memo(unicode, width) };
}

/** The font a resource dictionary names, read once per font object. */
export function fontReader(doc: PdfDocument) {
  const loaded = new Map<Dict, PdfFont>();
  return (font: Value): PdfFont => {
    if (!isDict(font)) throw new Unsupported('font is not a dictionary');
    let read = loaded.get(font);
    if (!read) {
      const subtype = nameIn(doc.get(font, 'Subtype'));
      const name = nameIn(doc.get(font, 'BaseFont')) ?? '';
      if (subtype === 'Type0') read = compositeFont(doc, font, name);
      else if (subtype === 'Type1' || subtype === 'TrueType' || subtype === 'MMType1')
        read = simpleFont(doc, font, name);
      else throw new Unsupported(`font type ${subtype}`);
      loaded.set(font, read);
    }
    return read;
  };
}
