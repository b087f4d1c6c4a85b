/**
 * Fountain reader (fountain.io syntax): title page, boneyard, notes, sections and synopses are
 * dropped; forced elements (. ! @ > ~ ^) are honoured; emphasis markers are removed. Every element
 * becomes one typed row, so the classifier passes them through.
 */
import type { ElementType, Row, ScriptModel } from '../model';
import { isCaps, isSceneHeading, isTransition } from '../rules';
import { fountainTitle } from '../title-page';
import { decodeText } from './txt';

// Emphasis markers go; escaped ones (\* and \_) stay as the characters they protect.
const stripMarkup = (s: string): string =>
  s
    .replace(/(\\[*_])|\*{1,3}|_/g, (_m, escaped?: string) => (escaped ? escaped[1] : ''))
    .replace(/\s+/g, ' ')
    .trim();

const titlePageEnd = (lines: string[]): number => {
  if (!/^[A-Za-z][A-Za-z ]*:/.test(lines[0] ?? '')) return 0;
  const blank = lines.findIndex((l) => l.trim() === '');
  return blank === -1 ? lines.length : blank;
};

const cleanSource = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\[\[[\s\S]*?\]\]/g, '')
    .split('\n');

export function readFountain(bytes: Uint8Array): ScriptModel {
  const lines = cleanSource(decodeText(bytes));
  const rows: Row[] = [];
  let page = 0;
  let speech = false;
  let lastCue = -1;
  const push = (type: ElementType, text: string, dual?: 'left' | 'right') => {
    const clean = stripMarkup(text);
    if (clean)
      rows.push({
        page,
        segments: [{ text: clean, x: 0 }],
        blankBefore: true,
        paragraph: true,
        type,
        dual,
      });
  };
  const blankAt = (i: number) => i < 0 || i >= lines.length || lines[i].trim() === '';
  for (let i = titlePageEnd(lines); i < lines.length; i++) {
    const raw = lines[i];
    const line = raw.trim();
    // Two spaces keep a dialogue block going across an otherwise empty line.
    if (line === '' && !(speech && raw === '  ')) {
      speech = false;
      continue;
    }
    if (/^={3,}$/.test(line)) {
      page++;
      continue;
    }
    if (/^#/.test(line) || /^=(?!=)/.test(line)) continue;
    const dualMark = rows[rows.length - 1]?.dual;
    if (speech) {
      const type = /^\(.*\)$/.test(line) ? 'parenthetical' : 'dialogue';
      push(type, line.replace(/^~\s*/, ''), dualMark);
      continue;
    }
    const before = blankAt(i - 1);
    const after = blankAt(i + 1);
    if (/^!/.test(line)) push('action', line.slice(1));
    else if (/^\.[^.]/.test(line) || (before && isSceneHeading(line.toUpperCase()) && isCaps(line)))
      push('scene_heading', line.replace(/^\./, '').replace(/\s*#[^#]+#\s*$/, ''));
    else if (/^>.*<$/.test(line)) push('action', line.slice(1, -1));
    else if (/^>/.test(line)) push('transition', line.slice(1));
    else if (before && after && isCaps(line) && isTransition(line)) push('transition', line);
    else if (/^@/.test(line) || (before && !after && isCaps(line) && /\p{L}/u.test(line))) {
      const dual = /\^\s*$/.test(line);
      if (dual && lastCue >= 0) for (let r = lastCue; r < rows.length; r++) rows[r].dual = 'left';
      lastCue = rows.length;
      push(
        'character',
        line.replace(/^@/, '').replace(/\s*\^\s*$/, ''),
        dual ? 'right' : undefined,
      );
      speech = true;
    } else {
      push('action', line.replace(/^~\s*/, ''));
    }
  }
  return { format: 'fountain', title: fountainTitle(lines.slice(0, titlePageEnd(lines))), rows };
}
