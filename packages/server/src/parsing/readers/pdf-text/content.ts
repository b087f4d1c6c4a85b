/**
 * Runs a page's content streams for their text (§9.4): the operators that set the graphics and
 * text state, form XObjects and inline images. The glyphs are placed by show-text.ts and joined
 * into runs by runs.ts, as pdf.js's getTextContent joins them.
 */
import type { PlacedText } from '../layout';
import type { PdfDocument } from './document';
import type { PdfFont } from './fonts';
import { type Dict, EOF, Lexer, Name, Str, Stream, type Value, isDict, nameIn } from './lexer';
import { type RunSink, runSink } from './runs';
import { type Matrix, type State, initialState, showString, times } from './show-text';
import { Unsupported } from './unsupported';

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
  let s = initialState(ctm);
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
