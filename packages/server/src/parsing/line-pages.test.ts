import { layoutPages, linePages, pagesTouched } from './line-pages';
import { LINES_PER_PAGE } from './page-count';

const action = (dialog: string) => ({ actor: 'narrator', dialog, kind: 'action' });
const speech = (actor: string, dialog: string) => ({ actor, dialog, kind: 'dialogue' });

describe('line pages: the standard layout behind honest page credits', () => {
  it('a short script is one page', () => {
    expect(layoutPages([action('A door opens.'), speech('MARA', 'Hello.')])).toBe(1);
  });

  it('fills 55 layout lines a page, a blank line between elements', () => {
    // Each one-line action takes 2 layout lines (itself and the blank before it), the first 1.
    const lines = Array.from({ length: 60 }, (_v, i) => action(`Beat ${i}.`));
    const pages = linePages(lines);
    expect(pages[0]).toEqual({ first: 1, last: 1 });
    // Line 27 starts at layout line 53 and line 28 at 55: the first on page 2.
    expect(pages[27]).toEqual({ first: 1, last: 1 });
    expect(pages[28]).toEqual({ first: 2, last: 2 });
    expect(layoutPages(lines)).toBe(Math.ceil((60 * 2 - 1) / LINES_PER_PAGE));
  });

  it('a speech counts its cue, its parenthetical and its wrapped words', () => {
    const long = 'word '.repeat(70).trim(); // 350 characters: 10 lines at 35 per line
    const [withDirection] = linePages([{ ...speech('MARA', long), direction: '(quietly)' }]);
    expect(withDirection).toEqual({ first: 1, last: 1 });
    const many = Array.from({ length: 6 }, () => speech('MARA', long));
    // 12 layout lines each plus a blank: 6 × 13 - 1 = 77 lines, two pages.
    expect(layoutPages(many)).toBe(2);
  });

  it('a line running over a page break touches both pages', () => {
    const filler = Array.from({ length: 27 }, (_v, i) => action(`Beat ${i}.`)); // 53 lines
    const lines = [...filler, action('word '.repeat(60).trim())]; // 5 lines from line 54
    expect(linePages(lines).at(-1)).toEqual({ first: 1, last: 2 });
    expect(pagesTouched(lines, (i) => i === lines.length - 1)).toBe(2);
    expect(pagesTouched(lines, () => false)).toBe(0);
  });

  it('twenty thousand lines of twenty thousand characters are hundreds of thousands of pages', () => {
    const huge = Array.from({ length: 200 }, () => action('x'.repeat(20_000)));
    // 20,000 characters at 60 a line: 334 lines each, plus the blanks.
    expect(layoutPages(huge)).toBe(Math.ceil((200 * 335 - 1) / LINES_PER_PAGE));
  });
});
