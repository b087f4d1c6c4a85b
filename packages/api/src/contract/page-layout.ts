/**
 * Where each line of a script falls when the script is laid out in standard screenplay format: each
 * element wrapped at its standard width at 10 cpi, a blank line between
 * elements except inside a speech, 55 lines a page. The rule behind honest page credits: a draft
 * pays for the pages holding a changed line, and edits that make the text
 * longer than the pages paid for are charged before Generate. Shared by the server, which charges
 * by it, and the scene editor, which shows the page count as it grows — so both count alike.
 */

export const LINES_PER_PAGE = 55;

/** How many lines `text` fills at `width` characters a line, breaking between words. */
export function wrappedLines(text: string, width: number): number {
  let lines = 1;
  let used = 0;
  // Word by word without splitting: a parse may measure a 10 MB paragraph, whose word array alone
  // was over 100 MB.
  const words = /\S+/g;
  for (let word = words.exec(text); word; word = words.exec(text)) {
    const len = word[0].length;
    if (used === 0) used = len;
    else if (used + 1 + len <= width) used += 1 + len;
    else {
      lines++;
      used = len;
    }
    while (used > width) {
      lines++;
      used -= width;
    }
  }
  return lines;
}

export type LaidOutLine = {
  actor: string;
  dialog: string;
  kind: string;
  direction?: string | null;
};

/** Characters per line at 10 cpi, as the parser's page count (element widths of the template). */
const WIDE = 60;
const CUE = 38;
const SPEECH = 35;
const PARENTHETICAL = 25;

/** Layout lines of one script line, and whether it is a speech (no blank line inside one). */
function height(line: LaidOutLine): number {
  if (line.kind !== 'dialogue') return wrappedLines(line.dialog, WIDE);
  const direction = line.direction ? wrappedLines(line.direction, PARENTHETICAL) : 0;
  return wrappedLines(line.actor, CUE) + direction + wrappedLines(line.dialog, SPEECH);
}

/** Where each line starts and ends, in layout lines from the top of the script. */
export function layoutSpans(lines: LaidOutLine[]): { start: number; end: number }[] {
  let used = 0;
  return lines.map((line, i) => {
    // A blank line between elements; two before a scene heading.
    if (i > 0) used += line.kind === 'scene_heading' ? 2 : 1;
    const start = used;
    used += height(line);
    return { start, end: used };
  });
}

/** The first and last page (1-based) each line occupies. */
export function linePages(lines: LaidOutLine[]): { first: number; last: number }[] {
  return layoutSpans(lines).map(({ start, end }) => ({
    first: Math.floor(start / LINES_PER_PAGE) + 1,
    last: Math.floor((end - 1) / LINES_PER_PAGE) + 1,
  }));
}

/** Pages the laid-out script fills (at least one). */
export function layoutPages(lines: LaidOutLine[]): number {
  const pages = linePages(lines);
  return Math.max(1, pages.at(-1)?.last ?? 1);
}

/** The distinct pages holding at least one of the lines picked by `touched`. */
export function pagesTouched(lines: LaidOutLine[], touched: (index: number) => boolean): number {
  const pages = new Set<number>();
  linePages(lines).forEach((p, i) => {
    if (!touched(i)) return;
    for (let page = p.first; page <= p.last; page++) pages.add(page);
  });
  return pages.size;
}
