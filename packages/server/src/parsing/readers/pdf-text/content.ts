/**
 * Runs a page's content streams for their text (§9.4): text and graphics state, show-text
 * operators, form XObjects. Glyphs are joined into runs by the rules pdf.js's getTextContent
 * uses (a gap of 0.102–0.6 em is a space, a wider one or a new baseline starts a run, a font or
 * size change starts one), so the layout reads the same runs from either reader.
 */
import type { PlacedText } from '../layout';
import type { PdfDocument } from './document';
import type { PdfFont } from './fonts';
import { type Dict, EOF, Lexer, Name, Str, Stream, type Value, isDict, nameIn } from './lexer';
import { type RunSink, runSink } from './runs';
import { Unsupported } from './unsupported';

type Matrix = [number, number, number, number, number, number];

/** m applied after n: the matrix product pdf.js's Util.transform(n, m) computes. */
const times = (n: Matrix | number[], m: Matrix | number[]): Matrix => [
  n[0] * m[0] + n[2] * m[1],
  n[1] * m[0] + n[3] * m[1],
  n[0] * m[2] + n[2] * m[3],
  n[1] * m[2] + n[3] * m[3],
  n[0] * m[4] + n[2] * m[5] + n[4],
  n[1] * m[4] + n[3] * m[5] + n[5],
];

interface State {
  ctm: Matrix;
  font: PdfFont | undefined;
  size: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  // pdf.js restores the text matrices with the graphics state: so do we, to read what it reads.
  tm: Matrix;
  tlm: Matrix;
  /** Whether the sink holds this state's glyph style (false after anything that changes it). */
  styled: boolean;
}

const MAX_DEPTH = 12;

export interface PageContext {
  doc: PdfDocument;
  fontOf: (font: Value) => PdfFont;
  view: number[];
}

export function readPage(ctx: PageContext, page: Dict, pageIndex: number, out: PlacedText[]): void {
  const { doc } = ctx;
  const contents = doc.get(page, 'Contents');
  const streams = Array.isArray(contents) ? contents.map(doc.fetch) : [contents];
  const parts = streams.filter((s): s is Stream => s instanceof Stream).map((s) => doc.data(s));
  // Split streams are one content stream (§7.8.2): an operator's operands may be in the one before.
  const data =
    parts.length === 1 ? parts[0] : Buffer.concat(parts.flatMap((p) => [p, Buffer.from('\n')]));
  const resources = doc.dict(page, 'Resources') ?? new Map();
  const sink = runSink(ctx.view, pageIndex, out);
  run(ctx, sink, data, resources, [1, 0, 0, 1, 0, 0], 0);
  sink.flush();
}

function run(
  ctx: PageContext,
  sink: RunSink,
  data: Uint8Array,
  resources: Dict,
  ctm: Matrix,
  depth: number,
): void {
  const { doc } = ctx;
  const lexer = new Lexer(data);
  let s: State = {
    ctm,
    font: undefined,
    size: 0,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    tm: [1, 0, 0, 1, 0, 0],
    tlm: [1, 0, 0, 1, 0, 0],
    styled: false,
  };
  const saved: State[] = [];
  const args: Value[] = [];
  const num = (i: number): number => {
    const v = args[args.length - i];
    return typeof v === 'number' ? v : 0;
  };
  const nextLine = (tx: number, ty: number) => {
    const l = s.tlm;
    s.tlm = [l[0], l[1], l[2], l[3], tx * l[0] + ty * l[2] + l[4], tx * l[1] + ty * l[3] + l[5]];
    s.tm = [...s.tlm];
  };
  const show = (text: Value) => {
    if (!(text instanceof Str) || !s.font) return;
    showString(sink, s, s.font, text.bytes, 0);
  };
  for (let t = lexer.next(); t !== EOF; t = lexer.next()) {
    if (typeof t !== 'string' || t === '[' || t === '<<') {
      args.push(lexer.value(t, false));
      if (args.length > 64) args.splice(0, args.length - 64);
      continue;
    }
    // Showing text keeps the glyph style; any other operator may change it.
    if (t !== 'Tj' && t !== 'TJ' && t !== 'q') s.styled = false;
    switch (t) {
      case 'q':
        saved.push({ ...s, tm: [...s.tm], tlm: [...s.tlm] });
        break;
      case 'Q':
        s = saved.pop() ?? s;
        s.styled = false;
        break;
      case 'cm':
        s.ctm = times(s.ctm, [num(6), num(5), num(4), num(3), num(2), num(1)]);
        break;
      case 'BT':
        s.tm = [1, 0, 0, 1, 0, 0];
        s.tlm = [1, 0, 0, 1, 0, 0];
        break;
      case 'Tf': {
        const name = args[args.length - 2];
        const fonts = doc.dict(resources, 'Font');
        const font = name instanceof Name && fonts ? doc.get(fonts, name.name) : null;
        s.font = ctx.fontOf(font);
        s.size = num(1);
        break;
      }
      case 'Tc':
        s.charSpacing = num(1);
        break;
      case 'Tw':
        s.wordSpacing = num(1);
        break;
      case 'Tz':
        s.hScale = num(1) / 100;
        break;
      case 'TL':
        s.leading = num(1);
        break;
      case 'Ts':
        s.rise = num(1);
        break;
      case 'Td':
        nextLine(num(2), num(1));
        break;
      case 'TD':
        s.leading = -num(1);
        nextLine(num(2), num(1));
        break;
      case 'Tm':
        s.tlm = [num(6), num(5), num(4), num(3), num(2), num(1)];
        s.tm = [...s.tlm];
        break;
      case 'T*':
        nextLine(0, -s.leading);
        break;
      case 'Tj':
        show(args[args.length - 1]);
        break;
      case "'":
        nextLine(0, -s.leading);
        show(args[args.length - 1]);
        break;
      case '"':
        s.wordSpacing = num(3);
        s.charSpacing = num(2);
        nextLine(0, -s.leading);
        show(args[args.length - 1]);
        break;
      case 'TJ': {
        const list = args[args.length - 1];
        if (!Array.isArray(list) || !s.font) break;
        // As pdf.js reads TJ: the strings up to a number are one string, and the number is
        // spacing after its last glyph (in thousandths of an em, against the writing direction).
        const factor = -s.size / 1000;
        let pending = '';
        for (const item of list) {
          if (item instanceof Str) pending += item.bytes;
          else if (typeof item === 'number' && item !== 0) {
            showString(sink, s, s.font, pending, item * factor);
            pending = '';
          }
        }
        if (pending) showString(sink, s, s.font, pending, 0);
        break;
      }
      case 'Do':
        doForm(ctx, sink, s, resources, args[args.length - 1], depth);
        break;
      case 'BI':
        skipInlineImage(lexer);
        break;
    }
    args.length = 0;
  }
}

function doForm(
  ctx: PageContext,
  sink: RunSink,
  s: State,
  resources: Dict,
  name: Value,
  depth: number,
) {
  const { doc } = ctx;
  sink.flush();
  const xobjects = doc.dict(resources, 'XObject');
  const form = name instanceof Name && xobjects ? doc.get(xobjects, name.name) : null;
  if (!(form instanceof Stream) || nameIn(doc.get(form.dict, 'Subtype')) !== 'Form') return;
  if (depth >= MAX_DEPTH) throw new Unsupported('forms nested too deep');
  const matrix = doc.get(form.dict, 'Matrix');
  const ctm =
    Array.isArray(matrix) && matrix.length === 6 ? times(s.ctm, matrix.map(Number)) : s.ctm;
  const own = doc.get(form.dict, 'Resources');
  run(ctx, sink, doc.data(form), isDict(own) ? own : resources, ctm, depth + 1);
  sink.flush();
}

/** Inline image data is binary: skip to the `EI` that ends it (§8.9.7). */
function skipInlineImage(lexer: Lexer): void {
  const b = lexer.buf;
  let p = lexer.pos;
  while (p < b.length && !(b[p] === 73 && b[p + 1] === 68 && (b[p + 2] <= 32 || p + 2 >= b.length)))
    p++;
  p += 3;
  while (
    p < b.length &&
    !(b[p - 1] <= 32 && b[p] === 69 && b[p + 1] === 73 && (b[p + 2] <= 32 || p + 2 >= b.length))
  )
    p++;
  lexer.pos = Math.min(b.length, p + 2);
}

/** Moves the text matrix along the baseline by `tx` (text space, before horizontal scaling). */
function translate(s: State, tx: number): void {
  const d = tx * s.hScale;
  s.tm[4] += d * s.tm[0];
  s.tm[5] += d * s.tm[1];
}

function showString(sink: RunSink, s: State, font: PdfFont, bytes: string, extra: number): void {
  const { tm, ctm, size, hScale } = s;
  if (bytes.length === 0) {
    // Spacing alone (a TJ number with no string before it) still carries the character spacing.
    if (s.charSpacing + extra) translate(s, s.charSpacing + extra);
    return;
  }
  // Glyph widths are thousandths of an em: scaled as pdf.js scales them, to the same bits.
  const scale = 0.001 * size;
  if (!s.styled) {
    // Showing text only moves the text matrix along its baseline: the glyph axes hold until
    // an operator other than Tj or TJ.
    const a = ctm[0] * tm[0] + ctm[2] * tm[1];
    const b = ctm[1] * tm[0] + ctm[3] * tm[1];
    const c = ctm[0] * tm[2] + ctm[2] * tm[3];
    const d = ctm[1] * tm[2] + ctm[3] * tm[3];
    sink.style(
      font.name,
      font.bold,
      size,
      a * size * hScale,
      b * size * hScale,
      Math.hypot(c, d) * Math.abs(size),
      Math.hypot(ctm[0], ctm[1]) * Math.hypot(s.tlm[0], s.tlm[1]),
    );
    s.styled = true;
  }
  const { rise } = s;
  const step = font.twoByte ? 2 : 1;
  for (let i = 0; i + step <= bytes.length; i += step) {
    const code =
      step === 2 ? bytes.charCodeAt(i) * 256 + bytes.charCodeAt(i + 1) : bytes.charCodeAt(i);
    const { text, white, width } = font.glyph(code);
    const advance = width * scale;
    let spacing = s.charSpacing + (i + step >= bytes.length ? extra : 0);
    if (!font.twoByte && code === 32) spacing += s.wordSpacing;
    if (white) {
      translate(s, advance + spacing);
      sink.space();
      continue;
    }
    // The glyph's origin in user space before and after its advance.
    let tx = tm[2] * rise + tm[4];
    let ty = tm[3] * rise + tm[5];
    const x = ctm[0] * tx + ctm[2] * ty + ctm[4];
    const y = ctm[1] * tx + ctm[3] * ty + ctm[5];
    translate(s, advance);
    // pdf.js skips a glyph outside the page's box, and the character spacing after it.
    if (!sink.visible(x, y, advance)) continue;
    tx = tm[2] * rise + tm[4];
    ty = tm[3] * rise + tm[5];
    sink.glyph(text, x, y, ctm[0] * tx + ctm[2] * ty + ctm[4], ctm[1] * tx + ctm[3] * ty + ctm[5]);
    if (spacing) translate(s, spacing);
  }
}
