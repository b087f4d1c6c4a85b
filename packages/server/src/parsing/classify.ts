/**
 * The one classifier: turns rows into typed elements. Typed rows keep their type; untyped rows
 * are judged by indentation relative to the measured columns, capitalisation and context (a cue
 * is a capitalised line directly followed by its speech; a speech runs until white space or a
 * line back at the action margin).
 */
import { type Columns, measureColumns } from './columns';
import { type Element, type ElementType, type Row, rowText, rowX } from './model';
import { cueName, isCaps, isMore, isSceneHeading, isTransition, looksLikeCue } from './rules';

const joinText = (a: string, b: string): string =>
  /[\p{L}]-$/u.test(a) && !/--$/.test(a) && /^\p{Ll}/u.test(b) ? a + b : `${a} ${b}`;

function isCue(rows: Row[], i: number, cols: Columns): boolean {
  const row = rows[i];
  const next = rows[i + 1];
  const text = rowText(row);
  if (cols.typedCues || !looksLikeCue(text) || !next || next.type) return false;
  if (!row.paragraph && (next.blankBefore || next.page !== row.page)) return false;
  const nextText = rowText(next);
  if (isSceneHeading(nextText) || isTransition(nextText) || isMore(nextText)) return false;
  const indent = rowX(row) - cols.action;
  if (cols.dialogue === undefined) return (row.blankBefore || !!row.paragraph) && indent < 20;
  // The speech starts at the dialogue column (or with a parenthetical): centred titles do not.
  const nextIndent = rowX(next) - cols.action;
  // Layouts can change between pages of pasted text, so a clear step left also counts.
  const speechNext =
    Math.abs(nextIndent - cols.dialogue) <= 4 ||
    nextText.startsWith('(') ||
    (rowX(row) - rowX(next) >= 5 && nextIndent >= 3);
  const stepsLeft = rowX(row) - rowX(next) >= 5 || nextText.startsWith('(');
  return (
    (indent >= cols.cue || (indent >= 8 && stepsLeft)) && rowX(next) < rowX(row) + 1 && speechNext
  );
}

/** Where the current speech stands: its first spoken line's column, once known. */
interface Speech {
  active: boolean;
  justCued: boolean;
  x?: number;
  name?: string;
  lastText?: string;
}

/**
 * Pasted scripts sometimes lose the blank line before action that follows a speech. A new
 * sentence that names the speaker in the third person ("Trevor leaves…") or carries capitalised
 * stage business ("He CHUCKS THE PHONE") is action, not more of the speech.
 */
function looksLikeStageDirection(text: string, speech: Speech): boolean {
  if (!speech.lastText || !/[.!?:]["')]?$|--$/.test(speech.lastText)) return false;
  const first = text.split(/\s+/)[0].replace(/[^\p{L}'.-]/gu, '');
  const name = speech.name?.split(' ')[0] ?? '';
  const ownName = name.length > 1 && first === name[0] + name.slice(1).toLowerCase();
  const business = /^(?:He|She|They|It)\b/.test(text) && /\b[A-Z]{2,}\s+[A-Z]{2,}\b/.test(text);
  return ownName || business;
}

function classifyRow(rows: Row[], i: number, cols: Columns, speech: Speech): ElementType {
  const row = rows[i];
  const text = rowText(row);
  const indent = rowX(row) - cols.action;
  const caps = isCaps(text);
  if (caps && isTransition(text) && (indent >= 20 || row.blankBefore)) return 'transition';
  // Right-aligned capitals ending in a colon or full stop: "BURN TO PINK.", "INTERCUT:".
  if (caps && indent >= 35 && text.length <= 30 && /[.:]$/.test(text)) return 'transition';
  // A lone capitalised cue to the editor ("INTERCUT WITH:") at the action margin.
  const alone = row.blankBefore && (!rows[i + 1] || rows[i + 1].blankBefore);
  if (alone && indent < 4 && /^[A-Z][A-Z '.-]{2,22}:$/.test(text)) return 'transition';
  if (isSceneHeading(text) && indent < (cols.dialogue ?? 20) - 2) return 'scene_heading';
  if (isCue(rows, i, cols)) return 'character';
  if (
    speech.active &&
    !row.blankBefore &&
    !speech.justCued &&
    looksLikeStageDirection(text, speech)
  )
    return 'action';
  if (speech.active) {
    const first = speech.justCued && !row.blankBefore;
    const atColumn =
      cols.dialogue !== undefined &&
      (indent >= cols.dialogue - 3 ||
        (speech.x !== undefined && rowX(row) >= speech.x - 2 && indent >= 3));
    const attached = cols.dialogue === undefined && !row.blankBefore && !row.paragraph;
    // The next line of a speech, at the speech's own column even where that is the action margin.
    const wrapped =
      !row.blankBefore && speech.x !== undefined && Math.abs(rowX(row) - speech.x) <= 2;
    if (first || atColumn || attached || wrapped)
      return text.startsWith('(') ? 'parenthetical' : 'dialogue';
  }
  return 'action';
}

export function classify(rows: Row[]): Element[] {
  const cols = measureColumns(rows);
  const elements: Element[] = [];
  const speech: Speech = { active: false, justCued: false };
  let inParen = false;
  let prev: Row | undefined;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const text = rowText(row);
    if (isMore(text)) continue;
    let type: ElementType;
    if (row.type) type = row.type;
    else if (inParen && !row.blankBefore) type = 'parenthetical';
    else type = classifyRow(rows, i, cols, speech);
    inParen = type === 'parenthetical' && !text.endsWith(')');
    speech.active = ['character', 'dialogue', 'parenthetical'].includes(type);
    if (type === 'character') Object.assign(speech, { x: undefined, name: cueName(text) });
    speech.lastText = text;
    if (type === 'dialogue' && speech.x === undefined) speech.x = rowX(row);
    speech.justCued = type === 'character' || (speech.justCued && type === 'parenthetical');
    const last = elements[elements.length - 1];
    const joins =
      last &&
      prev &&
      !row.paragraph &&
      last.type === type &&
      last.dual === row.dual &&
      type !== 'character' &&
      (!row.blankBefore || type === 'dialogue') &&
      !(type === 'parenthetical' && text.startsWith('('));
    if (joins) last.text = joinText(last.text, text);
    else elements.push({ type, text, page: row.page, dual: row.dual });
    prev = row;
  }
  return elements;
}
