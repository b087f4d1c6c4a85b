/**
 * The one classifier: turns rows into typed elements. Typed rows keep their type; untyped rows
 * are judged by indentation relative to the measured columns, capitalisation and context (a cue
 * is a capitalised line directly followed by its speech; a speech runs until white space or a
 * line back at the action margin).
 */
import { type Columns, measureColumns } from './columns';
import { flatRows } from './flat-layout';
import { boldIsRare, isForcedHeading } from './forced-headings';
import { isKnownCueAlone, leadingCue, trailingCue } from './known-cues';
import { type Element, type ElementType, type Row, rowText, rowX } from './model';
import {
  cueName,
  isCaps,
  isMore,
  isSceneHeading,
  isTransition,
  looksLikeCue,
  looksLikePlacedCue,
} from './rules';
import {
  carriesOn,
  endsBlock,
  isShout,
  isUnfinished,
  parentheticalAfterGap,
  speechAfterGap,
} from './speech-gaps';

/** `a` is the previous row's text: testing the whole paragraph built so far is quadratic. */
const joinSeparator = (a: string, b: string): string =>
  /[\p{L}]-$/u.test(a) && !/--$/.test(a) && /^\p{Ll}/u.test(b) ? '' : ' ';

function isCue(rows: Row[], i: number, cols: Columns): boolean {
  const row = rows[i];
  const next = rows[i + 1];
  const text = rowText(row);
  if (cols.typedCues || !next || next.type) return false;
  const placed = cols.dialogue !== undefined && rowX(row) - cols.action >= cols.cue;
  if (!(placed ? looksLikePlacedCue(text) : looksLikeCue(text))) return false;
  const gap = !row.paragraph && (next.blankBefore || next.page !== row.page);
  if (gap && !speechAfterGap(rows, i)) return false;
  const nextText = rowText(next);
  if (isSceneHeading(nextText) || isTransition(nextText) || isMore(nextText)) return false;
  const indent = rowX(row) - cols.action;
  if (cols.dialogue === undefined) return (row.blankBefore || !!row.paragraph) && indent < 20;
  // The speech starts at the dialogue column (or with a parenthetical): centred titles do not.
  const nextIndent = rowX(next) - cols.action;
  // Layouts can change between pages of pasted text, so a clear step left also counts.
  const speechNext =
    Math.abs(nextIndent - cols.dialogue) <= 4 ||
    (gap && Math.abs(rowX(next) - rowX(row)) <= 1) ||
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
  lastType?: ElementType;
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

/** A speech that goes on across a blank line (see speech-gaps.ts), or undefined. */
function acrossGap(rows: Row[], i: number, cols: Columns, speech: Speech): ElementType | undefined {
  const text = rowText(rows[i]);
  // Cue, blank, then the parenthetical or exclamation that isCue accepted as its speech.
  if (speech.justCued && speech.lastType === 'character' && speechAfterGap(rows, i - 1))
    return text.startsWith('(') ? 'parenthetical' : 'dialogue';
  const indent = rowX(rows[i]) - cols.action;
  if (
    parentheticalAfterGap(rows, i) &&
    (cols.dialogue === undefined || indent >= cols.dialogue - 3)
  )
    return 'parenthetical';
  if (speech.lastType === 'parenthetical' && isShout(text) && endsBlock(rows, i)) return 'dialogue';
  if (isUnfinished(speech.lastText) && carriesOn(text)) return 'dialogue';
  return undefined;
}

/** What the whole script has shown so far: the names that have spoken, and whether bold is rare. */
interface Seen {
  known: Set<string>;
  rareBold: boolean;
}

function classifyRow(
  rows: Row[],
  i: number,
  cols: Columns,
  speech: Speech,
  seen: Seen,
): ElementType {
  const row = rows[i];
  const text = rowText(row);
  const indent = rowX(row) - cols.action;
  const caps = isCaps(text);
  // Where styles name the elements (DOCX), each paragraph stands apart as a blank line would
  // set it apart, and a lone capitalised line ending in a colon cannot be a cue.
  const apart = (r: Row | undefined) => !r || r.blankBefore || (!!cols.typedCues && !!r.paragraph);
  if (caps && isTransition(text) && (indent >= 20 || apart(row))) return 'transition';
  // Right-aligned capitals ending in a colon or full stop: "BURN TO PINK.", "INTERCUT:".
  if (caps && indent >= 35 && text.length <= 30 && /[.:]$/.test(text)) return 'transition';
  // A lone capitalised cue to the editor ("INTERCUT WITH:") at the action margin.
  const alone = apart(row) && apart(rows[i + 1]);
  if (alone && indent < 4 && /^[A-Z][A-Z '.-]{2,22}:$/.test(text)) return 'transition';
  if (isSceneHeading(text) && indent < (cols.dialogue ?? 20) - 2) return 'scene_heading';
  if (isForcedHeading(rows, i, cols, seen.rareBold)) return 'scene_heading';
  if (indent < 4 && isKnownCueAlone(rows, i, seen.known)) return 'character';
  if (isCue(rows, i, cols)) return 'character';
  if (
    speech.active &&
    !row.blankBefore &&
    !speech.justCued &&
    !text.startsWith('(') &&
    looksLikeStageDirection(text, speech)
  )
    return 'action';
  if (speech.active && row.blankBefore) {
    const gapType = acrossGap(rows, i, cols, speech);
    if (gapType) return gapType;
  }
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
    // The rest of a sentence broken off by a page break, wherever the next page put it.
    const carried = !row.blankBefore && isUnfinished(speech.lastText) && /^\p{Ll}/u.test(text);
    if (first || atColumn || attached || wrapped || carried)
      return text.startsWith('(') ? 'parenthetical' : 'dialogue';
  }
  return 'action';
}

/**
 * "(Categorically) No! You don't…": a row that opens with a parenthetical and goes on with speech
 * holds both. Returns the parenthetical part and the spoken rest, or undefined.
 */
function splitParenthetical(text: string, open: boolean): [string, string] | undefined {
  const close = text.indexOf(')', open ? 0 : 1);
  if ((!open && !text.startsWith('(')) || close < 0) return undefined;
  const rest = text.slice(close + 1).trim();
  return rest && /\p{L}/u.test(rest) ? [text.slice(0, close + 1), rest] : undefined;
}

export function classify(rows: Row[]): Element[] {
  const cols = measureColumns(rows);
  // Stretches that lost their layout are read as text without indentation.
  const flat = flatRows(rows, cols);
  const flatCols: Columns = { action: cols.action, cue: 0 };
  const elements: Element[] = [];
  const speech: Speech = { active: false, justCued: false };
  const seen: Seen = { known: new Set(), rareBold: boldIsRare(rows) };
  let inParen = false;
  let lastPiece = '';
  const add = (type: ElementType, text: string, row: Row) => {
    const last = elements[elements.length - 1];
    const joins =
      last &&
      !row.paragraph &&
      last.type === type &&
      last.dual === row.dual &&
      type !== 'character' &&
      (!row.blankBefore || type === 'dialogue') &&
      !(type === 'parenthetical' && text.startsWith('('));
    if (joins) last.text += joinSeparator(lastPiece, text) + text;
    else elements.push({ type, text, page: row.page, dual: row.dual });
    lastPiece = text;
  };
  // Classified text joins the elements and moves the speech on.
  const record = (type: ElementType, text: string, row: Row) => {
    speech.active = ['character', 'dialogue', 'parenthetical'].includes(type);
    if (type === 'character') {
      Object.assign(speech, { x: undefined, name: cueName(text) });
      seen.known.add(cueName(text));
    }
    speech.lastText = text;
    speech.lastType = type;
    if (type === 'dialogue' && speech.x === undefined) speech.x = rowX(row);
    speech.justCued = type === 'character' || (speech.justCued && type === 'parenthetical');
    add(type, text, row);
  };
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    let text = rowText(row);
    if (isMore(text)) continue;
    let type: ElementType;
    const wasInParen: boolean = inParen;
    const rowCols = flat[i] ? flatCols : cols;
    // Lost line breaks: a known name and its speech on one row.
    const cued: [string, string] | undefined =
      !row.type && !inParen && row.blankBefore && rowX(row) - cols.action < 4
        ? leadingCue(text, seen.known)
        : undefined;
    if (cued) {
      record('character', cued[0], row);
      [type, text] = [cued[1].startsWith('(') ? 'parenthetical' : 'dialogue', cued[1]];
    } else if (row.type) type = row.type;
    // An open parenthetical goes on until its closing bracket, even across a stray blank line.
    else if (inParen && (!row.blankBefore || /^[^(]*\)$/.test(text))) type = 'parenthetical';
    else type = classifyRow(rows, i, rowCols, speech, seen);
    const split: [string, string] | false | undefined =
      !row.type && type === 'parenthetical' && splitParenthetical(text, wasInParen);
    if (split) {
      add('parenthetical', split[0], row);
      [type, text] = ['dialogue', split[1]];
    }
    // A speech that runs into the next cue: the name ends the row, its speech is under it.
    const next: [string, string] | false | undefined =
      !row.type && type === 'dialogue' && trailingCue(text, rows[i + 1], seen.known);
    if (next) {
      record('dialogue', next[0], row);
      [type, text] = ['character', next[1]];
    }
    inParen = type === 'parenthetical' && !text.endsWith(')');
    record(type, text, row);
  }
  return elements;
}
