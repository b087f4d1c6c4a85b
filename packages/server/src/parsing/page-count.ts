/**
 * Page count of formats without physical pages: the script laid out in
 * standard screenplay format — each element wrapped at its standard width, a blank line between
 * elements except inside a speech — at 55 lines a page.
 */
import { LINES_PER_PAGE, wrappedLines } from '@castmyscript/api/contract';

import type { Element, ElementType } from './model';

export { LINES_PER_PAGE, wrappedLines };

// Characters per line at 10 cpi: action 6", dialogue 3.5", parenthetical 2.5" (US-letter template).
const WIDTH: Record<ElementType, number> = {
  scene_heading: 60,
  action: 60,
  transition: 60,
  character: 38,
  dialogue: 35,
  parenthetical: 25,
};

export function estimatePages(elements: Element[]): number {
  let total = 0;
  let prev: ElementType | undefined;
  for (const el of elements) {
    const inSpeech = (el.type === 'dialogue' || el.type === 'parenthetical') && prev !== undefined;
    if (prev !== undefined && !(inSpeech && prev !== 'action'))
      total += el.type === 'scene_heading' ? 2 : 1;
    total += wrappedLines(el.text, WIDTH[el.type]);
    prev = el.type;
  }
  return Math.max(1, Math.ceil(total / LINES_PER_PAGE));
}
