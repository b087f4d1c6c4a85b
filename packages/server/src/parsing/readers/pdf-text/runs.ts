/**
 * Glyphs into text runs, by the rules of pdf.js's getTextContent (its thresholds in em of the
 * run's font size): a gap of up to 0.102 em joins, up to 0.6 em is a space, wider or backwards by
 * 0.2 em or a baseline change starts a new run. Runs come out as the layout's placed text: the
 * origin of their first glyph (y from the top of the page) and their advance.
 */
import type { PlacedText } from '../layout';
import { Unsupported } from './unsupported';

interface GlyphStyle {
  font: string;
  bold: boolean;
  size: number;
  /** The glyph matrix's first column (rotation) and its height (baseline tolerance). */
  a: number;
  b: number;
  height: number;
  /** User-space length of one text-space unit along the baseline. */
  scale: number;
}

export interface RunSink {
  /** The style of the glyphs that follow (a TJ with spacing after each glyph sets it per glyph). */
  style(
    font: string,
    bold: boolean,
    size: number,
    a: number,
    b: number,
    height: number,
    scale: number,
  ): void;
  visible(x: number, y: number, advance: number): boolean;
  glyph(text: string, x: number, y: number, endX: number, endY: number): void;
  /** A white-space glyph: no text of its own, the gap it leaves decides. */
  space(): void;
  flush(): void;
}

const TRACKING = 0.102;
const NOT_A_SPACE = 0.03;
const NEGATIVE = -0.2;
const SPACE_MAX = 0.6;
const SHIFT = 0.25;

export function runSink(view: number[], page: number, out: PlacedText[]): RunSink {
  const top = view[3];
  let style: GlyphStyle | undefined;
  // The run being built, and what pdf.js keeps of the last one after it ends.
  let text = '';
  let started = false;
  let startX = 0;
  let startY = 0;
  let run: GlyphStyle | undefined;
  let lastX = 0;
  let lastY = 0;
  let hasLast = false;
  // pdf.js's two last characters: a skipped space after a character may still need writing.
  let before = ' ';
  let latest = ' ';
  const reset = () => (before = latest = ' ');
  const spacePending = () => before !== ' ' && latest === ' ';
  const remember = (c: string) => {
    before = latest;
    latest = c;
  };

  const flush = () => {
    if (!started) return;
    started = false;
    if (!run || !/\S/.test(text)) return;
    // Rotated text (watermarks, margin notes) is not screenplay text.
    if (Math.abs(run.b) > Math.abs(run.a) * 0.1) return;
    out.push({
      text,
      x: startX,
      y: top - startY,
      width: Math.abs(lastX - startX),
      page,
      bold: run.bold,
    });
  };

  /** Whether the glyph continues the run; ends the run where it must not. */
  const compare = (x: number, y: number) => {
    if (!hasLast || !run || (x === lastX && y === lastY)) return;
    const size = run.size;
    const advance = (x - lastX) / run.scale;
    const dy = y - lastY;
    if (advance < NEGATIVE * size) {
      reset();
      flush();
      return;
    }
    if (Math.abs(dy) > run.height) {
      reset();
      flush();
      return;
    }
    if (advance <= NOT_A_SPACE * size) reset();
    if (advance <= TRACKING * size) {
      if (spacePending()) {
        reset();
        flush();
      }
    } else if (advance <= SPACE_MAX * size) {
      // A space in the run; with no run open, pdf.js writes it as a run of its own (dropped).
      reset();
      if (started) text += ' ';
    } else {
      flush();
      reset();
    }
    if (Math.abs(dy) > run.height * SHIFT) flush();
  };

  return {
    style(font, bold, size, a, b, height, scale) {
      const same =
        style !== undefined &&
        style.font === font &&
        style.size === size &&
        style.a === a &&
        style.b === b &&
        style.height === height &&
        style.scale === scale;
      if (same) return;
      if (a <= 0 && Math.abs(b) <= Math.abs(a) * 0.1)
        throw new Unsupported('mirrored or upside-down text');
      // pdf.js starts a new run where the font or its size changes.
      if (started && run && (run.font !== font || run.size !== size)) flush();
      style = { font, bold, size, a, b, height, scale };
    },
    visible(x, y, advance) {
      return !(x + advance < view[0] || x > view[2] || y < view[1] || y > view[3]);
    },
    glyph(glyphText, x, y, endX, endY) {
      compare(x, y);
      if (!started) {
        started = true;
        text = '';
        startX = x;
        startY = y;
        run = style;
      }
      if (spacePending()) text += ' ';
      remember(glyphText);
      text += glyphText;
      if (endX !== x || endY !== y) {
        lastX = endX;
        lastY = endY;
        hasLast = true;
      }
    },
    space() {
      remember(' ');
    },
    flush,
  };
}
