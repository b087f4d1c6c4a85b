/**
 * The text state (§9.3) and the showing of a string: each glyph's origin and advance, computed
 * term by term as pdf.js computes them, so both readers place every glyph at the same bits.
 */
import type { PdfFont } from './fonts';
import type { RunSink } from './runs';

export type Matrix = [number, number, number, number, number, number];

/** m applied after n: the matrix product pdf.js's Util.transform(n, m) computes. */
export const times = (n: Matrix | number[], m: Matrix | number[]): Matrix => [
  n[0] * m[0] + n[2] * m[1],
  n[1] * m[0] + n[3] * m[1],
  n[0] * m[2] + n[2] * m[3],
  n[1] * m[2] + n[3] * m[3],
  n[0] * m[4] + n[2] * m[5] + n[4],
  n[1] * m[4] + n[3] * m[5] + n[5],
];

export interface State {
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

export const initialState = (ctm: Matrix): State => ({
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
});

/** Moves the text matrix along the baseline by `tx` (text space, before horizontal scaling). */
function translate(s: State, tx: number): void {
  const d = tx * s.hScale;
  s.tm[4] += d * s.tm[0];
  s.tm[5] += d * s.tm[1];
}

/** Shows a string's glyphs; `extra` is TJ spacing after its last glyph. */
export function showString(
  sink: RunSink,
  s: State,
  font: PdfFont,
  bytes: string,
  extra: number,
): void {
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
