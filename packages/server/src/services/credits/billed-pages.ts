import type { Pronunciation } from '@castmyscript/api/contract';

import { type LaidOutLine, layoutPages } from '../../parsing/line-pages';
import { respell } from '../reading/read-fns';

/**
 * What a script is billed as, in pages: the greater of the pages of paper that hold a line to be
 * read (a title page or a blank page holds none) and its text as it will be spoken — each
 * pronunciation's "say as" in place of its term — laid out at standard density. One rule for an
 * upload and for text grown since: a page crammed with words counts as the pages those words
 * fill, and a long "say as" is as many words as if the script said them.
 */
export function billedPages(
  lines: readonly LaidOutLine[],
  {
    paper = 0,
    pronunciations = [],
  }: { paper?: number; pronunciations?: readonly Pronunciation[] } = {},
): number {
  const spoken =
    pronunciations.length === 0
      ? [...lines]
      : lines.map((l) => ({ ...l, dialog: respell(l.dialog, pronunciations) }));
  return Math.max(1, paper, layoutPages(spoken));
}
